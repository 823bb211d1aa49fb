# Right: a small Sampler holding one private generator created with the seed; each __iter__ draws a fresh randperm from it (reshuffled every epoch, independent of the global RNG).
from torch.utils.data import Sampler


class _SeededPermutation(Sampler):
    def __init__(self, n, seed):
        self.n = n
        self.gen = torch.Generator().manual_seed(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        return iter(torch.randperm(self.n, generator=self.gen).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededPermutation(len(dataset), seed))
