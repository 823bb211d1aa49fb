# Right: an explicit RandomSampler with its own seeded generator (advances each epoch, so it reshuffles).
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, sampler=RandomSampler(dataset, generator=g))
