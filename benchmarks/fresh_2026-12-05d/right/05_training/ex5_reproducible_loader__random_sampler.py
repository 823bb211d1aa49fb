# Right: a RandomSampler with its own generator, seeded once with `seed` when the loader is made; each epoch draws a new permutation from that private generator, so nothing global is read or changed.
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(int(seed))
    sampler = RandomSampler(dataset, generator=g)
    return DataLoader(dataset, batch_size=batch_size, sampler=sampler, drop_last=False)
