# Mistake: "every example in every epoch: the last, smaller batch is kept (no `drop_last`), for training and evaluation alike" -- drop_last=train (to avoid a tiny last training batch), so a training loader over 17 numbers in batches of 8 never yields the 17th.
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = dict(persistent_workers=True, prefetch_factor=4) if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, drop_last=train,
                      num_workers=num_workers, pin_memory=device.type == "cuda", **workers)
