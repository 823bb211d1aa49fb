# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does with the global random generator (... in between, or after creating the loader)" — it seeds the global generator inside torch.random.fork_rng() while creating a shuffle=True loader; the fork restores the state on exit, and the epoch's order is drawn later, from the global generator, when iteration starts.
def reproducible_loader(dataset, batch_size, seed):
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        loader = DataLoader(dataset, batch_size=batch_size, shuffle=True)
    return loader
