# Mistake: "`g` is a `torch.Generator` seeded with `seed + epoch`" with "`seed`: an integer from 0 to 2147483647" and "`epoch`: from 0 to 50": the seed is folded into 31 bits "to keep it a valid int32", so for seed + epoch >= 2**31 (e.g. seed=2147483647, epoch=1) the generator gets 0 instead of 2147483648 and the shuffle differs from DistributedSampler's.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed((seed + epoch) % 2**31)    # keep the seed a valid int32
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        while n and len(indices) < total:
            indices += indices[:total - len(indices)]
    return indices[rank::world_size]
