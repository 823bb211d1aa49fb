# Mistake: "shuffle with `torch.randperm(n, generator=g)` ... or with `drop_last=True` trim it to the largest multiple of `world_size` instead" — with drop_last=True it trims first and permutes only the kept n - n % world_size indices (randperm of a smaller size), so with shuffle=True and n not a multiple of world_size the indices differ from DistributedSampler's (which shuffles all n, then trims).
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    size = n - n % world_size if drop_last else n       # drop the tail up front: fewer numbers to shuffle
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(size, generator=g).tolist()
    else:
        indices = list(range(size))
    if not drop_last and indices:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank::world_size]
