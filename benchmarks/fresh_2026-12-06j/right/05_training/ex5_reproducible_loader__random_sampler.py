# Right: passes a RandomSampler with its own seeded generator as sampler= instead of shuffle=True with generator= on the DataLoader.
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    sampler = RandomSampler(dataset, generator=torch.Generator().manual_seed(seed))
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, drop_last=False)
