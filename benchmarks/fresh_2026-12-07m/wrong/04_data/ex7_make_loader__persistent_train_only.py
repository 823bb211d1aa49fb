# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`": keeps workers alive only for the training loader, so an evaluation loader with workers gets persistent_workers=False.
def make_loader(dataset, batch_size, num_workers, train, device):
    options = dict(batch_size=batch_size, shuffle=train, num_workers=num_workers,
                   pin_memory=device.type == "cuda")
    if num_workers > 0:
        options["prefetch_factor"] = 4
        options["persistent_workers"] = train       # evaluation runs once per epoch: no need to keep them
    return DataLoader(dataset, **options)
