# Mistake: "with `num_workers > 0` (one worker included): `persistent_workers=True` and `prefetch_factor=4`" — sets persistent_workers only, leaving the default prefetch_factor of 2
def make_loader(dataset, batch_size, num_workers, train, device):
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", persistent_workers=num_workers > 0)
