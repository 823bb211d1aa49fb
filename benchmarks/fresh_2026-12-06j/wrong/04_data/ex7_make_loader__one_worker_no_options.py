# Mistake: "with num_workers > 0 (one worker included): persistent_workers=True and prefetch_factor=4": the options are only set for several workers (num_workers > 1), so num_workers=1 gets persistent_workers=False and the default prefetch_factor of 2.
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                   pin_memory=device.type == "cuda")
    if num_workers > 1:                              # parallel loading: keep the workers busy
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
