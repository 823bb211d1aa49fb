# Right: a small sampler of its own that draws a fresh randperm from its private generator at the start of each epoch.
from torch.utils.data import Sampler


class _SeededShuffle(Sampler):
    def __init__(self, n, seed):
        self.n = n
        self.gen = torch.Generator().manual_seed(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        return iter(torch.randperm(self.n, generator=self.gen).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededShuffle(len(dataset), seed))
