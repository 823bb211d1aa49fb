# Right: one DataLoader call with conditional expressions, prefetch_factor=None (the DataLoader's own "no workers" value) when num_workers is 0.
def make_loader(dataset, batch_size, num_workers, train, device):
    has_workers = num_workers > 0
    return DataLoader(
        dataset,
        batch_size=batch_size,
        shuffle=True if train else False,
        num_workers=num_workers,
        pin_memory=(device.type == "cuda"),
        persistent_workers=has_workers,
        prefetch_factor=4 if has_workers else None,
    )
