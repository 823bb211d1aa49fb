# Right: shuffle=True with a private torch.Generator seeded once: the RandomSampler draws each epoch's order (and the base seed) from it, so the orders depend only on seed and advance from epoch to epoch; the global generator is never touched
def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(int(seed))
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator, drop_last=False)
