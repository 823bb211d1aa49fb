# Mistake: "every example in every epoch: the last, smaller batch is kept (no `drop_last`), for training and evaluation alike" — sets drop_last=train, the usual training habit, so a training loader loses the last partial batch.
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers, shuffle=train,
                      drop_last=train, pin_memory=(device.type == "cuda"), **workers)
