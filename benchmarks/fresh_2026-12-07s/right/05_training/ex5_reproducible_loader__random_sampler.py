# Right: passes an explicit RandomSampler that owns the seeded generator instead of shuffle=True + generator= on the DataLoader.
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    gen = torch.Generator()
    gen.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, sampler=RandomSampler(dataset, generator=gen))
