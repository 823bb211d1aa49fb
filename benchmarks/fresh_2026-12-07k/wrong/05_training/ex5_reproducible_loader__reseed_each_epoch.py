# Mistake: "each epoch is reshuffled (a new order, not the first epoch's again)": the sampler builds a generator seeded with seed at the start of every epoch, so each epoch draws the same permutation
from torch.utils.data import Sampler


class SeededSampler(Sampler):
    def __init__(self, n, seed):
        self.n, self.seed = n, seed

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)      # depends on the seed only
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=SeededSampler(len(dataset), seed))
