# Right: a RandomSampler given its own torch.Generator seeded with seed, passed as sampler= (instead of shuffle=True, generator=), so each epoch continues that private stream.
from torch.utils.data import RandomSampler
def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, sampler=RandomSampler(dataset, generator=g))
