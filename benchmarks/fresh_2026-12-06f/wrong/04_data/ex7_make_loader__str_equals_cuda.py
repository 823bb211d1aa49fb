# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"`" — compares the whole device string with "cuda", so a loader for 'cuda:1' (a second GPU) is not pinned.
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=str(device) == "cuda", **workers)
