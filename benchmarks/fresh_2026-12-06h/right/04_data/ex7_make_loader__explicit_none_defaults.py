# Right: every option passed explicitly, with the DataLoader's own "unset" values when there are no workers (persistent_workers=False, prefetch_factor=None), and the device normalised with torch.device(...) so a string would work too.
def make_loader(dataset, batch_size, num_workers, train, device):
    kind = torch.device(device).type
    has_workers = num_workers > 0
    return DataLoader(
        dataset,
        batch_size=batch_size,
        shuffle=bool(train),
        num_workers=num_workers,
        pin_memory=(kind == "cuda"),
        drop_last=False,
        persistent_workers=has_workers,
        prefetch_factor=4 if has_workers else None,
    )
