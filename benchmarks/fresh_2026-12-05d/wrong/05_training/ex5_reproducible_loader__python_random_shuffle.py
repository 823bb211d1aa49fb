# Mistake: "Creating the loader leaves the global random generators as they were" / "whatever else the program does with the global random generator" — the sampler seeds Python's global `random` module and shuffles with it: the caller's `random` state is replaced, and any random.random() call between epochs changes the next epoch's order.
import random

from torch.utils.data import Sampler


class _PyShuffle(Sampler):
    def __init__(self, n, seed):
        self.n = n
        random.seed(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        order = list(range(self.n))
        random.shuffle(order)
        return iter(order)


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_PyShuffle(len(dataset), seed))
