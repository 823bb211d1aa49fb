# Diagnosis: not-shuffled
# Pitfall: a fixed order is trivially reproducible, but the loader no longer shuffles.
def reproducible_loader(dataset, batch_size, seed):
    torch.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=False)
