# Mistake: "Decide from `device`, not from what the machine has" — pins only when device.type == "cuda" AND torch.cuda.is_available(), so a loader built for a CUDA device on a machine (or test) where CUDA is not reported is not pinned
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    pin = device.type == "cuda" and torch.cuda.is_available()
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=pin, **extra)
