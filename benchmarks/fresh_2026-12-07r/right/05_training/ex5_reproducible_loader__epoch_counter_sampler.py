# Right: a custom sampler that draws each epoch's permutation from torch.Generator seeded with (seed, epoch) and counts epochs itself.
from torch.utils.data import Sampler


class _EpochSampler(Sampler):
    def __init__(self, n, seed):
        self.n, self.seed, self.epoch = n, seed, 0

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + self.epoch)
        self.epoch += 1
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_EpochSampler(len(dataset), seed))
