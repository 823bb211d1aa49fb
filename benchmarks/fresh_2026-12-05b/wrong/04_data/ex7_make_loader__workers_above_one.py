# Mistake: "with num_workers > 0 (one worker included): persistent_workers=True and prefetch_factor=4" — sets them only from two workers up.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type == "cuda"
    kwargs = {}
    if num_workers > 1:
        kwargs = dict(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers, shuffle=train,
                      pin_memory=pin, **kwargs)
