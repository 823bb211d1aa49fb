# Right: a small sampler of its own whose epoch e is torch.randperm drawn from a generator seeded with (seed, e) through a fresh Generator per epoch: reshuffled every epoch, identical for equal seeds, and the global generator is never read for the order
from torch.utils.data import Sampler


class _SeededEpochs(Sampler):
    def __init__(self, n, seed):
        self.n, self.seed, self.epoch = n, seed, 0

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + self.epoch)
        self.epoch += 1
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededEpochs(len(dataset), seed))
