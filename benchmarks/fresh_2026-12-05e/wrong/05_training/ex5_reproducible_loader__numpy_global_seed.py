# Mistake: "Creating the loader leaves the global random generators as they were" — shuffles with NumPy's global generator seeded in the function (np.random.seed), which resets the caller's NumPy random state, and the epochs' orders then depend on any other np.random call in between
import numpy as np
from torch.utils.data import Sampler


class _NumpyOrder(Sampler):
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __iter__(self):
        return iter(np.random.permutation(self.n).tolist())


def reproducible_loader(dataset, batch_size, seed):
    np.random.seed(seed)
    return DataLoader(dataset, batch_size=batch_size, sampler=_NumpyOrder(len(dataset)))
