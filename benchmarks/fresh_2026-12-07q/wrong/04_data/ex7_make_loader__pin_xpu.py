# Mistake: "this course pins only where it has a documented reason, CUDA: `device='xpu'` gets `pin_memory=False`" -- it pins for every device that supports pinned memory, CUDA and XPU, so device 'xpu' gets pin_memory=True.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type in ("cuda", "xpu")         # both support pinned host memory
    kwargs = {}
    if num_workers > 0:
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                      pin_memory=pin, **kwargs)
