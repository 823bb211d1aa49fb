# Right: one DataLoader call with the worker options as conditional expressions (prefetch_factor=None is the DataLoader's own default without workers).
def make_loader(dataset, batch_size, num_workers, train, device):
    has_workers = num_workers > 0
    return DataLoader(
        dataset,
        batch_size=batch_size,
        shuffle=train,
        num_workers=num_workers,
        pin_memory=getattr(device, "type", str(device).split(":")[0]) == "cuda",
        persistent_workers=has_workers,
        prefetch_factor=4 if has_workers else None,
    )
