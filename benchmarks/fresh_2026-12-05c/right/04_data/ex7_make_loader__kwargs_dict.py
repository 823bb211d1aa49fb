# Right: builds the keyword arguments step by step: shuffle from train, pin from device.type == "cuda", worker-only options added only when num_workers > 0
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {
        "batch_size": batch_size,
        "shuffle": bool(train),
        "num_workers": num_workers,
        "pin_memory": torch.device(device).type == "cuda",
        "drop_last": False,
    }
    if num_workers > 0:
        kwargs["persistent_workers"] = True
        kwargs["prefetch_factor"] = 4
    return DataLoader(dataset, **kwargs)
