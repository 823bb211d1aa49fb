# Mistake: "shuffle with torch.randperm(n, generator=g) where g is a torch.Generator seeded with seed + epoch" - shuffles with its own random.Random(seed + epoch) instead, which leaves global state alone but gives a different permutation, so for shuffle=True (n >= 2) the indices differ from DistributedSampler's.
import random

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = list(range(n))
    if shuffle:
        random.Random(seed + epoch).shuffle(indices)
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    else:
        total = -(-n // world_size) * world_size
        while n and len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank::world_size]
