# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does": every loader shares one module-level generator, reseeded on each call, so making a second loader (seed + 1, or the same seed) after the first re-seeds and advances the first loader's stream; its epochs then depend on what the other loaders did.
_ORDER_GENERATOR = torch.Generator()


def reproducible_loader(dataset, batch_size, seed):
    _ORDER_GENERATOR.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_ORDER_GENERATOR)
