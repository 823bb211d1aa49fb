# Diagnosis: global-state-changed
# Pitfall: torch.manual_seed(seed) "for good measure" besides the generator: the caller's other random draws are reseeded.
def reproducible_loader(dataset, batch_size, seed):
    torch.manual_seed(seed)
    generator = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator)
