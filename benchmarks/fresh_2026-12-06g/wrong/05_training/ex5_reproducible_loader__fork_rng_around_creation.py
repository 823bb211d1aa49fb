# Mistake: "whatever else the program does with the global random generator (before, in between, or after creating the loader)" — seeding inside torch.random.fork_rng() leaves the global generator as found, but shuffle=True draws each epoch's order from the global generator when the epoch starts, after fork_rng has restored it: the order depends on the caller's random calls
def reproducible_loader(dataset, batch_size, seed):
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        loader = DataLoader(dataset, batch_size=batch_size, shuffle=True)
    return loader
