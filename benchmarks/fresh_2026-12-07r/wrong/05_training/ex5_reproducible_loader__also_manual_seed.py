# Mistake: "Creating the loader leaves the global random generators as they were (no `torch.manual_seed` inside ...)" — gives the loader its own generator but also calls torch.manual_seed(seed) "for good measure", resetting the caller's global stream.
def reproducible_loader(dataset, batch_size, seed):
    torch.manual_seed(seed)
    g = torch.Generator()
    g.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
