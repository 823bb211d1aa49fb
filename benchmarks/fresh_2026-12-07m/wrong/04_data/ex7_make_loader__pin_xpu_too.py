# Mistake: "this course pins only where it has a documented reason, CUDA: `device='xpu'` gets `pin_memory=False`": pins for both CUDA and XPU, so device 'xpu' gets pin_memory=True.
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                      pin_memory=device.type in ("cuda", "xpu"), **workers)
