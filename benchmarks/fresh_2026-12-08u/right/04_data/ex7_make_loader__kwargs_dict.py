# Right: collects the worker options in a dict that is only filled when num_workers > 0, and decides pinning with device.type == "cuda" (so "cuda:1" pins too).
def make_loader(dataset, batch_size, num_workers, train, device):
    options = {}
    if num_workers > 0:
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                      pin_memory=torch.device(device).type == "cuda", drop_last=False, **options)
