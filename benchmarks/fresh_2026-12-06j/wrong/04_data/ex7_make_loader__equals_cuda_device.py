# Mistake: "pin_memory=True exactly when device.type == "cuda"": compares the whole device with torch.device("cuda"), which is False for torch.device("cuda:1") (the index differs), so batches for cuda:1 are not pinned.
def make_loader(dataset, batch_size, num_workers, train, device):
    workers = {"persistent_workers": True, "prefetch_factor": 4} if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=device == torch.device("cuda"), drop_last=False, **workers)
