# Right: a batch sampler of its own: a private torch.Generator seeded once with `seed` draws one randperm per epoch (so epochs differ, and the sequence of epochs depends on the seed alone), cut into batches with the last one kept.
from torch.utils.data import Sampler


class _OwnBatches(Sampler):
    def __init__(self, n, batch_size, seed):
        self.n, self.batch_size = n, batch_size
        self.g = torch.Generator().manual_seed(seed)

    def __len__(self):
        return -(-self.n // self.batch_size)

    def __iter__(self):
        order = torch.randperm(self.n, generator=self.g).tolist()
        for start in range(0, self.n, self.batch_size):
            yield order[start:start + self.batch_size]


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_sampler=_OwnBatches(len(dataset), batch_size, seed))
