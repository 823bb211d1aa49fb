# Mistake: "two loaders with the same `seed` yield the same sequence of epochs" (and "different values of `seed` give different orders") — reuses one Generator held in a default argument and re-seeds it per call, so all loaders share it: creating a loader with seed+1 re-seeds the stream an earlier loader with seed still draws its next epochs from.
def reproducible_loader(dataset, batch_size, seed, _generator=torch.Generator()):
    _generator.manual_seed(seed)                         # one generator, re-seeded per loader
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_generator)
