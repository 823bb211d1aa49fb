# Diagnosis: worker-options-missing
# Pitfall: worker options only "when there are several workers" (num_workers > 1): a single worker is restarted every epoch.
def make_loader(dataset, batch_size, num_workers, train, device):
    with_workers = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 1 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **with_workers)
