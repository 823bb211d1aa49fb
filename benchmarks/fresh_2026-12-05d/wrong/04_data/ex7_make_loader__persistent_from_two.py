# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`" — the worker options are only set from 2 workers up ("one worker is not parallel"), so num_workers=1 gets neither.
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {}
    if num_workers > 1:
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                      pin_memory=device.type == "cuda", **kwargs)
