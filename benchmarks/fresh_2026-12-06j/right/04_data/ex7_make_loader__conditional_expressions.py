# Right: one DataLoader call with conditional expressions (persistent_workers=num_workers > 0, prefetch_factor=4 or None) and the pinning decided from str(device).split(":")[0], instead of branching.
def make_loader(dataset, batch_size, num_workers, train, device):
    with_workers = num_workers > 0
    return DataLoader(
        dataset,
        batch_size=batch_size,
        shuffle=bool(train),
        num_workers=num_workers,
        pin_memory=str(device).split(":")[0] == "cuda",
        persistent_workers=with_workers,
        prefetch_factor=4 if with_workers else None,
    )
