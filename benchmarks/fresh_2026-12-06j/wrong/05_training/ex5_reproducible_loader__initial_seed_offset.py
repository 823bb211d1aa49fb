# Mistake: "whose order of batches depends **only** on seed ... whatever else the program does with the global random generator": the loader's generator is seeded with torch.initial_seed() + seed (so that runs with another global seed differ), so a caller who calls torch.manual_seed(1) between two loaders with the same seed gets two different orders.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator().manual_seed(torch.initial_seed() + seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
