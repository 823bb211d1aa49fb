# Right: a custom Sampler that counts its epochs and draws each epoch's permutation from np.random.default_rng([seed, epoch]) (a NumPy generator of its own, no global state), so each epoch is reshuffled and depends only on seed.
import numpy as np
from torch.utils.data import Sampler

class _SeededEpochSampler(Sampler):
    def __init__(self, n, seed):
        self.n, self.seed, self.epoch = n, seed, 0

    def __len__(self):
        return self.n

    def __iter__(self):
        rng = np.random.default_rng([self.seed, self.epoch])
        self.epoch += 1
        return iter(rng.permutation(self.n).tolist())

def reproducible_loader(dataset, batch_size, seed):
    return DataLoader(dataset, batch_size=batch_size, sampler=_SeededEpochSampler(len(dataset), seed))
