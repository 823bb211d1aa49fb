# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"`" — compares the whole device with the string "cuda", which is False for torch.device("cuda:1")
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {"persistent_workers": True, "prefetch_factor": 4} if num_workers else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=train, num_workers=num_workers,
                      pin_memory=(str(device) == "cuda"), **kwargs)
