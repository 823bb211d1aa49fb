# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does": one module-level generator is reseeded and handed to every loader, so loaders share it: making a loader with seed + 1 (or iterating another loader) moves the stream of a loader made earlier, and its epochs then differ from those of a fresh loader with the same seed
_ORDER_GENERATOR = torch.Generator()       # one generator for the data order, kept apart from the global one


def reproducible_loader(dataset, batch_size, seed):
    _ORDER_GENERATOR.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_ORDER_GENERATOR)
