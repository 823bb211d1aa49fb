# Diagnosis: drop-last
# Pitfall: drop_last=True on the training data "so every batch has the same size": the last examples of every epoch are never trained on.
def make_loader(dataset, batch_size, num_workers, train, device):
    with_workers = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", drop_last=train, **with_workers)
