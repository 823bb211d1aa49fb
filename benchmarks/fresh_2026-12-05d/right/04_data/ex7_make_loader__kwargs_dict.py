# Right: builds the keyword arguments in a dict, one decision per line (no machine queries at all: only device.type), and validates num_workers instead of silently accepting a negative value.
def make_loader(dataset, batch_size, num_workers, train, device):
    if num_workers < 0:
        raise ValueError("num_workers must be >= 0")
    kwargs = {
        "batch_size": batch_size,
        "shuffle": bool(train),
        "num_workers": num_workers,
        "drop_last": False,
        "pin_memory": getattr(device, "type", str(device).split(":")[0]) == "cuda",
    }
    if num_workers >= 1:
        kwargs["persistent_workers"] = True
        kwargs["prefetch_factor"] = 4
    return DataLoader(dataset, **kwargs)
