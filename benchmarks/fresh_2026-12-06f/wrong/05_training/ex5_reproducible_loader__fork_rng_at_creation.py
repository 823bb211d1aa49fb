# Mistake: "whatever else the program does with the global random generator (before, in between, or after creating the loader)" — seeds the global generator inside torch.random.fork_rng() while creating a shuffle=True loader; the global state is restored on exit, but the loader draws its order from the global generator only when each epoch starts, so the order still depends on the caller's other draws.
def reproducible_loader(dataset, batch_size, seed):
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        loader = DataLoader(dataset, batch_size=batch_size, shuffle=True)
    return loader
