# Mistake: "train=True: shuffled (a new order every epoch)" — one permutation drawn when the loader is built and passed as the sampler list: every epoch reads the same order (and building the loader draws from the global generator)
def make_loader(dataset, batch_size, num_workers, train, device):
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    order = torch.randperm(len(dataset)).tolist() if train else list(range(len(dataset)))
    return DataLoader(dataset, batch_size=batch_size, sampler=order, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **extra)
