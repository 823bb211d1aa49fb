# Mistake: "this course pins only where it has a documented reason, CUDA: device='xpu' gets pin_memory=False": pinning is turned on for every accelerator that supports pinned memory, CUDA and XPU, so device 'xpu' gets pin_memory=True.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type in ("cuda", "xpu"), **extra)
