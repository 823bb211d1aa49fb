# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"`" — pins for every non-CPU device except MPS (cuda and xpu), so an 'xpu' loader is pinned
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type not in ("cpu", "mps"), drop_last=False, **workers)
