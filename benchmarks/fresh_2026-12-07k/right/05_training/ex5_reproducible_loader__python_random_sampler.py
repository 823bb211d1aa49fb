# Right: a small Sampler holding a private random.Random(seed) that shuffles a fresh index list at each epoch (no torch generator at all)
import random

from torch.utils.data import Sampler


class PrivateShuffle(Sampler):
    def __init__(self, n, seed):
        self.n = n
        self.rng = random.Random(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        order = list(range(self.n))
        self.rng.shuffle(order)
        return iter(order)


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=PrivateShuffle(len(dataset), seed))
