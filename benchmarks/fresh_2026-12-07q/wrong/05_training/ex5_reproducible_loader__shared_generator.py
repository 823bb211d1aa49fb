# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does" -- all loaders share one module-level generator that each call re-seeds, so after loader(seed), loader(seed) and loader(seed + 1) are built, the first two draw from a generator seeded with seed + 1 and advanced by each other's epochs.
_SHUFFLE_GENERATOR = torch.Generator()


def reproducible_loader(dataset, batch_size, seed):
    _SHUFFLE_GENERATOR.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_SHUFFLE_GENERATOR)
