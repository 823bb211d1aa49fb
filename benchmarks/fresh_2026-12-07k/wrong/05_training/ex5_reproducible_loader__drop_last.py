# Mistake: "Every example is visited, so the last batch is smaller when len(dataset) is not a multiple of batch_size (no drop_last)": drop_last=True (equal batches) leaves out up to batch_size - 1 examples per epoch, e.g. 2 of 17 in batches of 5
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True, generator=g)
