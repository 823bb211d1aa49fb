# Mistake: "every epoch (each pass over the loader) visits every example once, in a random order, and each epoch is **reshuffled** (a new order, not the first epoch's again)" — a custom sampler builds Generator().manual_seed(seed) inside __iter__, so every epoch repeats the first epoch's order.
from torch.utils.data import Sampler


class SeededOrder(Sampler):
    def __init__(self, n, seed):
        self.n, self.seed = n, seed

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)     # the order depends only on the seed
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=SeededOrder(len(dataset), seed))
