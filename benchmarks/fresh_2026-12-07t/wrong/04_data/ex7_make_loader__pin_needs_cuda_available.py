# Mistake: "Decide from `device`, not from what the machine has: ... `device='cuda'` on a machine without a GPU still gets `pin_memory=True`": pinning also requires torch.cuda.is_available(), so device='cuda' on a GPU-less machine gets pin_memory=False.
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type == "cuda" and torch.cuda.is_available()     # nothing to pin for without CUDA
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=pin, **extra)
