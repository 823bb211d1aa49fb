# Mistake: "every example in every epoch: the last, smaller batch is kept (no `drop_last`), for training and evaluation alike": sets drop_last=train, so a training loader over 17 items with batch_size 8 drops the last item.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, drop_last=train,
                      num_workers=num_workers, pin_memory=device.type == "cuda", **extra)
