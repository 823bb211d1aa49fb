# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`": this shuffles with Python's random.Random(seed + epoch), a different permutation, so for e.g. rank_indices(11, 3, 0, epoch=1) the indices differ from DistributedSampler's (the structure, padding and interleaving are right, which is all the visible test checks when shuffling).
import random as _random

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = list(range(n))
    if shuffle:
        _random.Random(seed + epoch).shuffle(indices)   # own generator: global state untouched
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        indices = [indices[i % n] for i in range(total)]
    return indices[rank::world_size]
