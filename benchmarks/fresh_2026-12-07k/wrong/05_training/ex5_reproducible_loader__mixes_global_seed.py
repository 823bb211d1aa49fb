# Mistake: "whose order of batches depends only on seed ... whatever else the program does with the global random generator (before ...)": the generator's seed mixes in torch.initial_seed(), so a program that seeded the global generator differently before creating the loader gets another order for the same seed
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(torch.initial_seed() * 1_000_003 + seed)   # tied to the run's seed
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
