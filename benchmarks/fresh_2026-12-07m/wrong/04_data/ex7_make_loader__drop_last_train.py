# Mistake: "the last, smaller batch is kept (no `drop_last`), for training and evaluation alike": drops it for training (drop_last=train), so a training epoch over 17 numbers in batches of 8 skips one number.
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, shuffle=train, drop_last=train, num_workers=num_workers,
                   pin_memory=device.type == "cuda")
    if num_workers > 0:
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
