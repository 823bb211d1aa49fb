# Mistake: "whose order of batches depends **only** on `seed`" — the loader's own generator is seeded with torch.initial_seed() + seed "to respect the program's seed", so the order changes whenever the program calls torch.manual_seed with another value before creating the loader.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed((torch.initial_seed() + seed) % 2**63)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
