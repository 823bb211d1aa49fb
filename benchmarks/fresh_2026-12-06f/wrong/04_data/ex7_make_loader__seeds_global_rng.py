# Mistake: "the inputs come back unchanged and global state as found" — seeds the global generator (torch.manual_seed(0)) so that training runs are reproducible; this resets the caller's RNG state on every call (and every loader built shuffles the first epoch the same way).
def make_loader(dataset, batch_size, num_workers, train, device):
    torch.manual_seed(0)
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                      pin_memory=(device.type == "cuda"), **extra)
