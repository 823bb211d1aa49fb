# Mistake: "shuffle with `torch.randperm(n, generator=g)` where `g` is a `torch.Generator` seeded with `seed + epoch`" — models one long-lived generator seeded with `seed` that draws one permutation per epoch (epoch e takes the (e+1)-th draw): right for epoch 0, and different permutations per epoch, but not DistributedSampler's for any epoch >= 1
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(seed)
        for _ in range(epoch + 1):
            perm = torch.randperm(n, generator=g)
        indices = perm.tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = n // world_size * world_size
    else:
        total = -(-n // world_size) * world_size
        indices = [indices[i % n] for i in range(total)] if n else []
    return indices[rank:total:world_size]
