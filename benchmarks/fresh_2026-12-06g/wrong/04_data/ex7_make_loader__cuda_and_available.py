# Mistake: "Decide from device, not from what the machine has" — also requiring torch.cuda.is_available() means a loader for a CUDA device built on a machine (or in a process) that reports no GPU is not pinned, though pin_memory must be True exactly when device.type == "cuda"
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    pin = device.type == "cuda" and torch.cuda.is_available()
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=pin, **extra)
