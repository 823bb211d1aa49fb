# Mistake: "the last batch is smaller when len(dataset) is not a multiple of batch_size (no drop_last), and a batch of one example is a batch too": the training-style loader passes drop_last=True, so with 17 examples in batches of 5 the last 2 are never visited.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g, drop_last=True)
