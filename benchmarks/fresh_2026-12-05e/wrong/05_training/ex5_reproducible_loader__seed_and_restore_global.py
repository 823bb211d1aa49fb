# Mistake: "whose order of batches depends **only** on `seed` ... whatever else the program does with the global random generator (before, in between, or after creating the loader)" — seeds the global generator, builds a shuffle=True loader and restores the global state: the state is left as found, but each epoch's order is still drawn from the global generator when the epoch starts
def reproducible_loader(dataset, batch_size, seed):
    saved = torch.get_rng_state()
    torch.manual_seed(seed)
    loader = DataLoader(dataset, batch_size=batch_size, shuffle=True)
    torch.set_rng_state(saved)
    return loader
