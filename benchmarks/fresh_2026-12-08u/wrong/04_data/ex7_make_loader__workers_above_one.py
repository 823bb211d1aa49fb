# Mistake: "with num_workers > 0 (one worker included): persistent_workers=True and prefetch_factor=4": the worker options are set only with several workers (num_workers > 1), so num_workers=1 gets persistent_workers=False and prefetch_factor 2.
def make_loader(dataset, batch_size, num_workers, train, device):
    parallel = num_workers > 1
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device.type == "cuda", persistent_workers=parallel,
                      prefetch_factor=4 if parallel else None)
