# Mistake: "Every example is visited, so the last batch is smaller when `len(dataset)` is not a multiple of `batch_size` (no `drop_last`)" — drops the last batch (and yields nothing when batch_size > N)
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g, drop_last=True)
