# Mistake: "`train=True`: shuffled (a new order every epoch)" — permutes the data set once when the loader is built (a Subset in random order, read sequentially), so every epoch repeats the same order and the sampler is not a random one
def make_loader(dataset, batch_size, num_workers, train, device):
    if train:
        dataset = Subset(dataset, torch.randperm(len(dataset)).tolist())
    extra = dict(persistent_workers=True, prefetch_factor=4) if num_workers > 0 else {}
    return DataLoader(dataset, batch_size=batch_size, shuffle=False, num_workers=num_workers,
                      pin_memory=device.type == "cuda", **extra)
