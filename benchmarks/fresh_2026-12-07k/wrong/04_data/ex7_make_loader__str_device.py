# Mistake: "pin_memory=True exactly when device.type == "cuda"": comparing str(device) with "cuda" misses an indexed device, so device cuda:1 gets pin_memory=False
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {"batch_size": batch_size, "shuffle": bool(train), "num_workers": num_workers,
              "pin_memory": str(device) == "cuda"}
    if num_workers:
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **kwargs)
