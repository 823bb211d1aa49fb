# Right: a kwargs dict: shuffle=train, pin_memory from device.type == "cuda", worker options added only when num_workers > 0.
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, num_workers=num_workers, shuffle=bool(train),
                   pin_memory=torch.device(device).type == "cuda", drop_last=False)
    if num_workers > 0:
        options.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **options)
