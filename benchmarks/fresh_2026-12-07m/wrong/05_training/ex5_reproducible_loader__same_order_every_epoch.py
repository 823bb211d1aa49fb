# Mistake: "each epoch is **reshuffled** (a new order, not the first epoch's again)": the sampler reseeds a fresh generator with `seed` at the start of every epoch, so every epoch repeats the first epoch's order.
from torch.utils.data import Sampler


class _SeededOrder(Sampler):
    def __init__(self, n, seed):
        self.n, self.seed = n, seed

    def __len__(self):
        return self.n

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed)
        return iter(torch.randperm(self.n, generator=g).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededOrder(len(dataset), seed))
