# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`" — only sets the worker options from two workers up (one worker "is not parallel"), so num_workers=1 gets persistent_workers=False and prefetch_factor=2.
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = dict(batch_size=batch_size, num_workers=num_workers, shuffle=bool(train),
                  pin_memory=device.type == "cuda")
    if num_workers > 1:                                  # worth keeping workers around
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **kwargs)
