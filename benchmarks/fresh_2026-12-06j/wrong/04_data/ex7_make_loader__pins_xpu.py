# Mistake: "Intel's XPU supports pinned memory too, but this course pins only where it has a documented reason, CUDA: device='xpu' gets pin_memory=False": pins for both CUDA and XPU, so device 'xpu' gets pin_memory=True.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = torch.device(device).type in ("cuda", "xpu")      # devices with pinned-memory support
    if num_workers > 0:
        return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                          pin_memory=pin, persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=0, pin_memory=pin)
