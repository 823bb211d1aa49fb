# Right: builds the keyword arguments in a dict step by step, with explicit sampler-free shuffle, drop_last=False and the worker options added only when num_workers >= 1
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, num_workers=num_workers, drop_last=False)
    options["shuffle"] = True if train else False
    options["pin_memory"] = torch.device(device).type == "cuda"
    if num_workers >= 1:
        options["persistent_workers"] = True
        options["prefetch_factor"] = 4
    return DataLoader(dataset, **options)
