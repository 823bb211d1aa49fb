# Mistake: "work from the arguments you are given, never from run.device": the generator is made on run.device, so on a GPU notebook the loader holds a CUDA generator, which the sampler's CPU randperm refuses (and the order differs from a CPU notebook's).
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator(device=run.device).manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
