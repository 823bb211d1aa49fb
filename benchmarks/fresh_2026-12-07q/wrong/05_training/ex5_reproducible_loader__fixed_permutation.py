# Mistake: "every epoch (each pass over the loader) visits every example once, in a random order, and each epoch is **reshuffled** (a new order, not the first epoch's again)" -- the seeded permutation is drawn once, when the loader is built, and passed as the sampler, so every epoch repeats the first one's order.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(dataset), generator=g).tolist()
    return DataLoader(dataset, batch_size=batch_size, sampler=order)
