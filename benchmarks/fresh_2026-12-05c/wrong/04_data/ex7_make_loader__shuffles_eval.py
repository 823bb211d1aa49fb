# Mistake: "`train=False`: not shuffled (evaluation reads the data in order)" — shuffles both loaders
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **kwargs)
