# Mistake: "Every example is visited, so the last batch is smaller when `len(dataset)` is not a multiple of `batch_size` (no `drop_last`)" — drops the incomplete last batch to keep batch shapes uniform, so some examples are never visited (and batch_size > N yields nothing)
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g, drop_last=True)
