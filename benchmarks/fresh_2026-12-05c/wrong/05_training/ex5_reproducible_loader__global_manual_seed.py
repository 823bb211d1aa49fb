# Mistake: "Creating the loader leaves the global random generators as they were (no `torch.manual_seed` inside)" — reseeds the global generator, and the order still depends on global draws made between creation and iteration
def reproducible_loader(dataset, batch_size, seed):
    torch.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True)
