# Mistake: "the last, smaller batch is kept (no drop_last), for training and evaluation alike": training drops the last partial batch (a common habit for BatchNorm), so train=True with 17 examples in batches of 5 never sees 2 of them
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, drop_last=train,
                      num_workers=num_workers, pin_memory=device.type == "cuda", **workers)
