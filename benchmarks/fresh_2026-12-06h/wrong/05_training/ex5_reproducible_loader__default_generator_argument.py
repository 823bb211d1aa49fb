# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does" — the generator is a default argument, created once when the function is defined and reseeded on every call, so all loaders share one generator: a loader made with seed and another made later with seed (or seed + 1) draw from the same stream, and the first loader's epochs depend on when the others were created and iterated.
def reproducible_loader(dataset, batch_size, seed, generator=torch.Generator()):
    generator.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator)
