# Mistake: "the last, smaller batch is kept (no `drop_last`), for training and evaluation alike" — sets drop_last=train, so a training loader drops the tail.
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = dict(batch_size=batch_size, shuffle=train, drop_last=train, num_workers=num_workers,
                  pin_memory=device.type == "cuda")
    if num_workers > 0:
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **kwargs)
