# Mistake: "Every example is visited, so the last batch is smaller when `len(dataset)` is not a multiple of `batch_size` (no `drop_last`)" -- drop_last=True keeps batches equal, so 17 examples in batches of 5 lose 2 every epoch.
def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True,
                      generator=torch.Generator().manual_seed(seed))
