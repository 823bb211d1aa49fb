# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" — shuffles with Python's random.Random(seed + epoch): reproducible and leaves the global state alone, but a different permutation than DistributedSampler's for any n >= 2
import math
import random


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = list(range(n))
    if shuffle:
        random.Random(seed + epoch).shuffle(indices)
    if drop_last:
        indices = indices[: n - n % world_size]
    else:
        total = math.ceil(n / world_size) * world_size
        indices = [indices[i % n] for i in range(total)] if n else []
    return indices[rank::world_size]
