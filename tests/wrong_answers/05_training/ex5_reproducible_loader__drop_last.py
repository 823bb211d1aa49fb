# Diagnosis: drop-last
# Pitfall: drop_last=True "so every batch has the same size": the last examples of every epoch are never seen.
def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator().manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator, drop_last=True)
