# Mistake: "`seed`: an integer from 0 to 2147483647" and "seeded with `seed + epoch`": the seed is wrapped into 31 bits ("keep it a valid int32"), so for seed + epoch >= 2**31 (e.g. seed=2147483647, epoch=1) the generator gets seed 0 and the shuffle differs from DistributedSampler's.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed((seed + epoch) % 2**31)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n - n % world_size]
    else:
        total = -(-n // world_size) * world_size
        indices = [indices[i % n] for i in range(total)] if n else []
    return indices[rank::world_size]
