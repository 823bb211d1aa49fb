# Mistake: "pin_memory=True exactly when device.type == "cuda"": the test is str(device) == "cuda", so torch.device("cuda:1") (a CUDA device with an index) is not pinned.
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=str(device) == "cuda", **extra)
