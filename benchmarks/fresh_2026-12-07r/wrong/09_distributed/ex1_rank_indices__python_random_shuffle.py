# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" -- shuffles with Python's random.Random(seed + epoch) instead, so any shuffled call (e.g. rank_indices(11, 3, 0, epoch=1)) returns a different order than DistributedSampler.
import random as _random

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = list(range(n))
    if shuffle:
        _random.Random(seed + epoch).shuffle(indices)
    if drop_last:
        indices = indices[:n - n % world_size]
    else:
        while indices and len(indices) % world_size:
            indices += indices[:world_size - len(indices) % world_size]
    return indices[rank::world_size]
