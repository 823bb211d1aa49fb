# Mistake: "every example in every epoch: the last, smaller batch is kept (no `drop_last`), for training and evaluation alike" — the training loader uses drop_last=True (the usual "avoid a tiny last batch for BatchNorm" habit), so its last, smaller batch is never trained on.
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, num_workers=num_workers, shuffle=train, drop_last=train,
                   pin_memory=(device.type == "cuda"))
    if num_workers > 0:
        options["persistent_workers"] = True
        options["prefetch_factor"] = 4
    return DataLoader(dataset, **options)
