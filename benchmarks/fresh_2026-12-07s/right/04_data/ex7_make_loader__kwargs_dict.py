# Right: builds every option in a dict, adding the worker options in an if block, and passes all of it by keyword.
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, shuffle=bool(train), num_workers=num_workers,
                   pin_memory=getattr(device, "type", None) == "cuda")
    if num_workers:
        options["persistent_workers"] = True
        options["prefetch_factor"] = 4
    return DataLoader(dataset=dataset, **options)
