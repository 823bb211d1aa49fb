# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" - this shuffles with Python's random.Random(seed + epoch), a different permutation, so every shuffle=True case with n >= 2 disagrees with DistributedSampler.
import random

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = list(range(n))
    if shuffle:
        random.Random(seed + epoch).shuffle(indices)
    if drop_last:
        indices = indices[: len(indices) - len(indices) % world_size]
    else:
        while len(indices) % world_size:
            indices += indices[: world_size - len(indices) % world_size]
    return indices[rank::world_size]
