# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does": every loader shares one module-level generator that each call reseeds, so making a second loader (or iterating one) changes the order the other one yields.
_ORDER_GENERATOR = torch.Generator()

def reproducible_loader(dataset, batch_size, seed):
    _ORDER_GENERATOR.manual_seed(seed)            # one generator, reseeded per loader
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=_ORDER_GENERATOR)
