# Mistake: "each epoch is **reshuffled** (a new order, not the first epoch's again)": the permutation is drawn once from the seed and passed as a list sampler, so every epoch repeats the first epoch's order.
def reproducible_loader(dataset, batch_size, seed):
    order = torch.randperm(len(dataset), generator=torch.Generator().manual_seed(seed)).tolist()
    return DataLoader(dataset, batch_size=batch_size, sampler=order)
