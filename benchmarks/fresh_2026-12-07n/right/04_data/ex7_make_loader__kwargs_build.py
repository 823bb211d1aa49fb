# Right: builds the keyword arguments step by step in a dict and reads the device type through getattr, so the options without workers are simply never passed
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {"batch_size": batch_size, "num_workers": num_workers, "shuffle": bool(train)}
    kwargs["pin_memory"] = getattr(device, "type", None) == "cuda"
    if num_workers >= 1:
        kwargs["persistent_workers"] = True
        kwargs["prefetch_factor"] = 4
    return DataLoader(dataset, **kwargs)
