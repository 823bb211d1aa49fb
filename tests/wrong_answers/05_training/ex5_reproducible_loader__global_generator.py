# Diagnosis: global-generator
# Pitfall: shuffle=True alone draws the order from the global random generator.
def reproducible_loader(dataset, batch_size, seed):
    torch.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True)
