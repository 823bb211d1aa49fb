# Mistake: "Decide from `device`, not from what the machine has ... `device='cuda'` on a machine without a GPU still gets `pin_memory=True`": the extra `and torch.cuda.is_available()` turns pinning off for a CUDA device whenever the machine reports no GPU.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type == "cuda" and torch.cuda.is_available()
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=pin, **extra)
