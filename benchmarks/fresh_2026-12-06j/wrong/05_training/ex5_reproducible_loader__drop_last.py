# Mistake: "Every example is visited, so the last batch is smaller when len(dataset) is not a multiple of batch_size (no drop_last)": drop_last=True (as for a training loader) loses the last len(dataset) % batch_size examples of every epoch, e.g. 17 examples in batches of 5 yield only 15.
def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, drop_last=True, generator=generator)
