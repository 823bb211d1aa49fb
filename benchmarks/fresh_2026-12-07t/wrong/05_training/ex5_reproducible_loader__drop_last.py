# Mistake: "Every example is visited, so the last batch is smaller when `len(dataset)` is not a multiple of `batch_size` (no `drop_last`)": drop_last=True (even batches for training) drops the remainder, e.g. 2 of 17 examples with batch_size 5, and yields nothing when batch_size > N.
def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True,
                      generator=generator)
