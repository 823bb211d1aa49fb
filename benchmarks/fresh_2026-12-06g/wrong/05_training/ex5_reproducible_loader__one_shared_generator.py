# Mistake: "two loaders with the same seed yield the same sequence of epochs, whatever else the program does" — one module-level generator is re-seeded and handed to every loader, so creating (or reading) a second loader moves the first loader's stream: the first loader's later epochs depend on what other loaders did
_LOADER_GENERATOR = torch.Generator()


def reproducible_loader(dataset, batch_size, seed):
    _LOADER_GENERATOR.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_LOADER_GENERATOR)
