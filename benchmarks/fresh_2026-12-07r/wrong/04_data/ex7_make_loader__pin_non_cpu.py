# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"` ... `device='xpu'` gets `pin_memory=False`" — pins for every device except the CPU and MPS, so an XPU device gets pin_memory=True.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type not in ("cpu", "mps"), **extra)
