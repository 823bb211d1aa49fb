# Right: passes an explicit RandomSampler that owns the seeded generator instead of shuffle=True.
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    sampler = RandomSampler(dataset, generator=torch.Generator().manual_seed(seed))
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler)
