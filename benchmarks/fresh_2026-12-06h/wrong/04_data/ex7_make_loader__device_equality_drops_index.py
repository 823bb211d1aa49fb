# Mistake: "`pin_memory=True` exactly when `device.type == "cuda"`" — the test is device == torch.device("cuda"), and torch.device("cuda:1") (or "cuda:0") is not equal to torch.device("cuda"), so a CUDA device with an index is not pinned.
def make_loader(dataset, batch_size, num_workers, train, device):
    kwargs = {"batch_size": batch_size, "shuffle": train, "num_workers": num_workers,
              "pin_memory": device == torch.device("cuda")}
    if num_workers > 0:
        kwargs.update(persistent_workers=True, prefetch_factor=4)
    return DataLoader(dataset, **kwargs)
