# Mistake: "Intel's XPU supports pinned memory too, but this course pins only where it has a documented reason, CUDA: `device='xpu'` gets `pin_memory=False`" — pinning is enabled for every device type that supports pinned memory, ("cuda", "xpu"), so an XPU loader is pinned.
PINNABLE = ("cuda", "xpu")            # the accelerators whose copies benefit from page-locked memory


def make_loader(dataset, batch_size, num_workers, train, device):
    workers = {}
    if num_workers:
        workers = {"persistent_workers": True, "prefetch_factor": 4}
    return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                      pin_memory=device.type in PINNABLE, **workers)
