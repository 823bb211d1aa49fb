# Mistake: "on Apple's MPS the `DataLoader` declines to pin, with a warning" — pins for every device that is not the CPU (mps and xpu included)
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type != "cpu", **extra)
