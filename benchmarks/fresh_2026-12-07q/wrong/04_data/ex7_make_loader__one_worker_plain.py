# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`" -- the worker options are set only from two workers on, so num_workers=1 gets persistent_workers=False and prefetch_factor=2.
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = dict(batch_size=batch_size, shuffle=train, num_workers=num_workers,
                  pin_memory=device.type == "cuda")
    if num_workers > 1:                          # a pool of workers to keep alive and feed
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **kwargs)
