# Right: shuffle=True with a generator of the loader's own, created with torch.Generator() and seeded on a separate line.
def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator)
