# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" -- shuffles with NumPy's generator seeded the same way, which gives a different permutation than DistributedSampler.
import numpy as np

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        indices = [int(i) for i in np.random.default_rng(seed + epoch).permutation(n)]
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        while indices and len(indices) < total:
            indices.extend(indices[: total - len(indices)])
    return indices[rank:total:world_size]
