# Mistake: "a caller whose notebook runs on an accelerator (`run.device` is a GPU) while the arguments above stay where they are: ... use the arguments'" — creates the loader's generator on run.device; on a GPU notebook that is a CUDA generator, which the CPU RandomSampler refuses (randperm on the CPU needs a CPU generator).
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator(device=run.device)
    g.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=g)
