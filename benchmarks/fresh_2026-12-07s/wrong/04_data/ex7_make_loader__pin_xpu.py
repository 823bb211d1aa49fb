# Mistake: "Intel's XPU supports pinned memory too, but this course pins only where it has a documented reason, CUDA: `device='xpu'` gets `pin_memory=False`": pins for every device type that supports pinning, xpu included.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type in ("cuda", "xpu"), **extra)
