# Mistake: "with num_workers > 0 (one worker included): persistent_workers=True and prefetch_factor=4" — the worker options are set only from two workers up, so a loader with exactly one worker keeps the defaults (not persistent, prefetch_factor 2)
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 1 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **extra)
