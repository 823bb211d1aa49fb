# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`" — sets them only when there are several workers (num_workers > 1), so a one-worker loader keeps the defaults
def make_loader(dataset, batch_size, num_workers, train, device):
    options = {}
    if num_workers > 1:
        options = dict(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **options)
