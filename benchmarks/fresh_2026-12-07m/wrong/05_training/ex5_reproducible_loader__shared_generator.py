# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does": every loader shares one module-level generator, reseeded when a loader is made, so after making loaders for seed, seed and seed + 1 they all draw from the seed + 1 stream, interleaved.
_ORDER = torch.Generator()


def reproducible_loader(dataset, batch_size, seed):
    _ORDER.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_ORDER)
