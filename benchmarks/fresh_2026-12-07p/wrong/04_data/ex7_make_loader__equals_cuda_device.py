# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"`": comparing the whole device with torch.device("cuda") is False for an indexed device, so device='cuda:1' (or 'cuda:0') is not pinned.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device == torch.device("cuda"), **extra)
