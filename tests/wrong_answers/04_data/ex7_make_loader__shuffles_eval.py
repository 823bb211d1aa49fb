# Diagnosis: shuffled-eval
# Pitfall: the evaluation loader shuffles too.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **extra)
