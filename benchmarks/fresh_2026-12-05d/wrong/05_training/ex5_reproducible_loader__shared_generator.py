# Mistake: "two loaders with the same `seed` yield the same sequence of epochs" (the tests make three loaders, then compare two epochs of each) — one module-level generator is re-seeded and shared by every loader, so creating the next loader (seed + 1) re-seeds the generator the earlier loaders draw their epochs from, and loaders iterated in turn consume each other's random numbers.
_LOADER_GENERATOR = torch.Generator()


def reproducible_loader(dataset, batch_size, seed):
    _LOADER_GENERATOR.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_LOADER_GENERATOR)
