# Mistake: "Intel's XPU supports pinned memory too, but this course pins only where it has a documented reason, CUDA: `device='xpu'` gets `pin_memory=False`": XPU is pinned along with CUDA.
PINNABLE = ("cuda", "xpu")       # accelerators whose copies benefit from pinned host memory

def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {"batch_size": batch_size, "num_workers": num_workers, "shuffle": bool(train),
              "pin_memory": device.type in PINNABLE}
    if num_workers > 0:
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **kwargs)
