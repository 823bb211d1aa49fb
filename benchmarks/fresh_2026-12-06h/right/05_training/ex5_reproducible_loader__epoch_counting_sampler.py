# Right: a small Sampler class of its own that derives each epoch's permutation from torch.Generator().manual_seed(seed) advanced by one randperm per epoch (a new order every epoch, the same sequence for the same seed), plus a private generator for the DataLoader's base seed.
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
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededShuffle(len(dataset), seed),
                      generator=torch.Generator().manual_seed(seed))
