# Mistake: "each epoch is **reshuffled** (a new order, not the first epoch's again)" — a custom sampler creates its generator from seed inside __iter__, so each epoch starts from the same seed and repeats the same order.
from torch.utils.data import Sampler


class _SeededSampler(Sampler):
    def __init__(self, n, seed):
        self.n, self.seed = n, seed

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededSampler(len(dataset), seed))
