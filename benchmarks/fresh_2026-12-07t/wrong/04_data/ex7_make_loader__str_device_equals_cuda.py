# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"`": the test is str(device) == "cuda", so device 'cuda:1' (a CUDA device with an index) is not pinned.
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = {}
    if num_workers:
        workers = {"persistent_workers": True, "prefetch_factor": 4}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=str(device) == "cuda", **workers)
