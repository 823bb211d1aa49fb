# Right: shuffles with a NumPy Generator of its own kept in a custom sampler (it advances between epochs, so each epoch is reshuffled), never touching torch's generators for the order.
import numpy as np
from torch.utils.data import Sampler


class _NumpyShuffle(Sampler):
    def __init__(self, n, seed):
        self.n = n
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        return iter(self.rng.permutation(self.n).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_NumpyShuffle(len(dataset), seed))
