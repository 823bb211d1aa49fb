# Mistake: "every example in every epoch: the last, smaller batch is kept (no drop_last), for training and evaluation alike" — drops the last batch when training.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type == "cuda"
    kwargs = {}
    if num_workers > 0:
        kwargs = dict(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers, shuffle=train,
                      pin_memory=pin, drop_last=train, **kwargs)
