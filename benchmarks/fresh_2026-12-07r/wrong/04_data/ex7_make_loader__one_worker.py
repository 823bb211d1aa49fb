# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`" — only sets them when there is more than one worker, so num_workers=1 keeps the defaults (not persistent, prefetch 2).
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = dict(batch_size=batch_size, shuffle=train, num_workers=num_workers,
                  pin_memory=device.type == "cuda")
    if num_workers > 1:   # a single worker gains nothing from a deeper buffer
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **kwargs)
