# Right: gathers the keyword arguments in a dict and adds the worker options only when num_workers > 0; pin_memory from torch.device(device).type.
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                   pin_memory=torch.device(device).type == "cuda", drop_last=False)
    if num_workers > 0:
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
