# Mistake: "Every example is visited, so the last batch is smaller when `len(dataset)` is not a multiple of `batch_size` (no `drop_last`)": `drop_last=True`, the usual training-loader setting, loses N % batch_size examples every epoch (and with batch_size > N yields no batch at all)
def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True,
                      generator=torch.Generator().manual_seed(seed))
