# Mistake: "Creating the loader leaves the global random generators as they were (no `torch.manual_seed` inside: the caller's other random draws must not change)": seed_everything(seed) reseeds torch's, NumPy's and Python's global generators every time a loader is made.
def reproducible_loader(dataset, batch_size, seed):
    seed_everything(seed)                                   # everything reproducible
    g = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
