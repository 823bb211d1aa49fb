# Right: a small Sampler of its own that keeps a private generator seeded once with seed and draws a new torch.randperm at each epoch.
from torch.utils.data import Sampler


class _SeededShuffle(Sampler):
    def __init__(self, n, seed):
        self.n = n
        self.generator = torch.Generator().manual_seed(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        return iter(torch.randperm(self.n, generator=self.generator).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededShuffle(len(dataset), seed))
