# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" — shuffles with Python's own random.Random(seed + epoch).shuffle: a private generator, seeded by seed and epoch, padded and interleaved correctly, so each epoch is a different permutation covering every index; but it is not the permutation randperm draws, so the indices differ from DistributedSampler's whenever shuffle=True
import random as _random


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = list(range(n))
    if shuffle:
        _random.Random(seed + epoch).shuffle(indices)
    if drop_last:
        total = n // world_size * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        indices = [indices[i % n] for i in range(total)] if n else []
    return indices[rank:total:world_size]
