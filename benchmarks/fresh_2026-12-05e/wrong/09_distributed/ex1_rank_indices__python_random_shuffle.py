# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" — shuffles with random.Random(seed + epoch), a different permutation algorithm, so the order differs from DistributedSampler's whenever n >= 2 and shuffle=True
import random

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    idx = list(range(n))
    if shuffle:
        random.Random(seed + epoch).shuffle(idx)
    if drop_last:
        idx = idx[: n - n % world_size]
    elif idx:
        while len(idx) % world_size:
            idx.append(idx[len(idx) % n])
    return idx[rank::world_size]
