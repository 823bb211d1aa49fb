# Mistake: "Creating the loader leaves the global random generators as they were (no `torch.manual_seed` inside: the caller's other random draws must not change)": the belt-and-braces `torch.manual_seed(seed)` resets the caller's global stream, so whatever the caller draws after creating the loader (a model initialisation, dropout masks) changes
def reproducible_loader(dataset, batch_size, seed):
    torch.manual_seed(seed)                                # seed everything, to be safe
    generator = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator)
