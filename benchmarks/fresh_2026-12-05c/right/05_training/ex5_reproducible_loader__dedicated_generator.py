# Right: a private torch.Generator seeded with seed drives shuffle=True: each epoch draws a new permutation from it, independent of the global generator
def reproducible_loader(dataset, batch_size, seed):
    gen = torch.Generator()
    gen.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=gen)
