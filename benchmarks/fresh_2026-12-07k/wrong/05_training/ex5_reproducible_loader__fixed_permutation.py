# Mistake: "each epoch is reshuffled (a new order, not the first epoch's again)": the permutation is drawn once, when the loader is made, and passed as the sampler, so every epoch repeats the first one's order
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(dataset), generator=g).tolist()
    return DataLoader(dataset, batch_size=batch_size, sampler=order)
