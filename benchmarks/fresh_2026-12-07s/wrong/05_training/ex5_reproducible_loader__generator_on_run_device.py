# Mistake: "a caller whose notebook runs on an accelerator (`run.device` is a GPU): the result is the one a notebook on the CPU gets ... never from `run.device`": makes the generator on run.device, so on a GPU notebook the CPU randperm of the sampler fails with a CUDA generator.
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator(device=run.device)
    g.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
