# Mistake: "two loaders with the same seed yield the same sequence of epochs, whatever else the program does": every loader shares one module-level generator, reseeded at each call, so making a second loader (seed or seed + 1) resets the first loader's stream: after loader(7), loader(8), the first loader's epochs follow seed 8's stream.
_DATA_GENERATOR = torch.Generator()          # one generator for the data order, kept apart from the global one


def reproducible_loader(dataset, batch_size, seed):
    _DATA_GENERATOR.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_DATA_GENERATOR)
