# Right: a sampler holding its own generator, seeded once in __init__; each __iter__ draws a fresh randperm from it (a new order every epoch, the same sequence of epochs for the same seed); the loader gets a second private generator for its base seed, so iterating never draws from the global generator either
from torch.utils.data import Sampler


class _EpochPermutations(Sampler):
    def __init__(self, n, seed):
        self.n = n
        self.generator = torch.Generator().manual_seed(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        yield from torch.randperm(self.n, generator=self.generator).tolist()


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_EpochPermutations(len(dataset), seed),
                      shuffle=False, num_workers=0, generator=torch.Generator().manual_seed(seed))
