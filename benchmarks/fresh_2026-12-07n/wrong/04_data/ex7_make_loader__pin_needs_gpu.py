# Mistake: "Decide from `device`, not from what the machine has ... `device='cuda'` on a machine without a GPU still gets `pin_memory=True`": the extra `torch.cuda.is_available()` guard turns pinning off for device 'cuda' (or 'cuda:1') on a machine without a GPU
def make_loader(dataset, batch_size, num_workers, train, device):
    pin = device.type == "cuda" and torch.cuda.is_available()   # only pin when there is a GPU to pin for
    if num_workers > 0:
        return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                          pin_memory=pin, persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=0, pin_memory=pin)
