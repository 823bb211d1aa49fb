# Right: a small Sampler of its own holding a NumPy Generator (np.random.default_rng(seed)) created once per loader, which draws a fresh permutation at each epoch and never touches torch's global generator.
import numpy as np
from torch.utils.data import Sampler


class NumpyShuffle(Sampler):
    def __init__(self, n, seed):
        self.n = n
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return self.n

    def __iter__(self):
        return iter(self.rng.permutation(self.n).tolist())


def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=NumpyShuffle(len(dataset), seed))
