# Mistake: "`g` is a `torch.Generator` seeded with `seed + epoch`" (seed up to 2147483647, epoch up to 50): the seed is folded into 31 bits "to stay in int range", so for seed + epoch >= 2**31 (e.g. seed=2147483647, epoch=1) the generator gets another seed and the shuffle differs from DistributedSampler's.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed((seed + epoch) % 2**31)          # keep the seed a positive int32
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:(n // world_size) * world_size]
    else:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[:total - len(indices)]
    return indices[rank::world_size]
