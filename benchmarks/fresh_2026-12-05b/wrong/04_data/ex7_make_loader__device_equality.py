# Mistake: "pin_memory=True exactly when device.type == "cuda"" — compares the whole device with torch.device("cuda"), so cuda:0 or cuda:1 batches are not pinned.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device == torch.device("cuda")
    kwargs = {}
    if num_workers > 0:
        kwargs = dict(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, num_workers=num_workers, shuffle=train,
                      pin_memory=pin, **kwargs)
