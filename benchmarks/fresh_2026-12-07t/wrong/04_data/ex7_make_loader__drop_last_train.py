# Mistake: "every example in every epoch: the last, smaller batch is kept (no `drop_last`), for training and evaluation alike": drop_last=train drops the smaller last training batch (e.g. 17 numbers in batches of 8).
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, shuffle=train, drop_last=train,   # even batches for training
                   num_workers=num_workers, pin_memory=device.type == "cuda")
    if num_workers > 0:
        options["persistent_workers"] = True
        options["prefetch_factor"] = 4
    return DataLoader(dataset, **options)
