# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"`: pinning pays off for copies to a CUDA GPU" — it pins for every accelerator device (anything but the CPU and MPS), so an 'xpu' device gets pin_memory=True.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type not in ("cpu", "mps")
    if num_workers > 0:
        return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                          pin_memory=pin, persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=0, pin_memory=pin)
