# Right: a RandomSampler with its own torch.Generator seeded from `seed` (created fresh per loader, global generator untouched); the generator advances between epochs, so each epoch is reshuffled, and two loaders with the same seed replay the same epochs.
from torch.utils.data import RandomSampler


def reproducible_loader(dataset, batch_size, seed):
    g = torch.Generator()
    g.manual_seed(int(seed))
    return DataLoader(dataset, batch_size=batch_size, sampler=RandomSampler(dataset, generator=g),
                      drop_last=False, generator=g)
