# Diagnosis: seed-ignored
# Pitfall: a private generator that is never seeded: repeatable, but every seed gives the same order.
def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=torch.Generator())
