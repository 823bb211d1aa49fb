# Mistake: "two loaders with the same `seed` yield the same sequence of epochs" — one module-level generator is re-seeded and handed to every loader; the second loader with the same seed re-seeds the shared generator, and from then on both loaders draw from the same stream, so the first loader's epochs after that depend on the second's.
_ORDER = torch.Generator()


def reproducible_loader(dataset, batch_size, seed):
    _ORDER.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_ORDER)
