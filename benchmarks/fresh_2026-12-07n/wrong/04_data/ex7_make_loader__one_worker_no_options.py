# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`": the worker options are set only for num_workers > 1, so a loader with one worker keeps persistent_workers=False and the default prefetch_factor 2
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, shuffle=train, num_workers=num_workers,
                   pin_memory=device.type == "cuda")
    if num_workers > 1:                       # several workers: keep them alive and buffered
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
