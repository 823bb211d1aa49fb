# Mistake: "the last, smaller batch is kept (no drop_last), for training and evaluation alike": drop_last=train drops the training loader's last, smaller batch (a common habit to keep BatchNorm batches full).
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, drop_last=train,
                      num_workers=num_workers, pin_memory=device.type == "cuda", **extra)
