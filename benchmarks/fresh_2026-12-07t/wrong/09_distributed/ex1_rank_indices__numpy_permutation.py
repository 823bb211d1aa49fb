# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`": the shuffle uses NumPy's generator seeded with seed + epoch, a different permutation, so shuffled results differ from DistributedSampler's (the counts and the set of indices still look right).
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        indices = np.random.default_rng(seed + epoch).permutation(n).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = n // world_size * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[:total - len(indices)]
    return indices[rank:total:world_size]
