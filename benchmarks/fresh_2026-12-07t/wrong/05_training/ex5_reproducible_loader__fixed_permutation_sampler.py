# Mistake: "each epoch is **reshuffled** (a new order, not the first epoch's again)": one permutation is drawn from the seeded generator when the loader is made and passed as the sampler, so every epoch replays the first epoch's order.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(dataset), generator=g).tolist()
    return DataLoader(dataset, batch_size=batch_size, sampler=order)
