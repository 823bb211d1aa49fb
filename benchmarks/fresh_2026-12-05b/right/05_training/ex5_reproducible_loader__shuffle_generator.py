# Right: shuffle=True with the DataLoader's own torch.Generator seeded with seed; the generator's state advances, so every epoch is reshuffled.
def reproducible_loader(dataset, batch_size, seed):
    generator = torch.Generator()
    generator.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator)
