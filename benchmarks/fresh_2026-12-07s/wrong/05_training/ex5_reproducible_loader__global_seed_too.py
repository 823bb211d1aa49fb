# Mistake: "Creating the loader leaves the global random generators as they were (no `torch.manual_seed` inside: the caller's other random draws must not change)": also calls torch.manual_seed(seed) "for good measure", resetting the caller's global stream.
def reproducible_loader(dataset, batch_size, seed):
    torch.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True,
                      generator=torch.Generator().manual_seed(seed))
