# Mistake: "whose order of batches depends **only** on `seed` ... whatever else the program does with the global random generator (before ...)": mixes the global seed (torch.initial_seed()) into the loader's seed, so a program that called torch.manual_seed(123) before creating the loader gets another order for the same seed.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(torch.initial_seed() + seed)      # the run's seed, offset per loader
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
