# Mistake: "each epoch is **reshuffled** (a new order, not the first epoch's again)": draws one permutation from a seeded generator when the loader is built and reads it in that order every epoch.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(dataset), generator=g).tolist()
    return DataLoader(dataset, batch_size=batch_size, sampler=order)
