# Mistake: "shuffle with `torch.randperm(n, generator=g)` ...; ... or with `drop_last=True` trim it to the largest multiple of `world_size` instead" — it drops the highest sample ids before shuffling (randperm over the kept count), so with shuffle=True and drop_last=True the indices differ from DistributedSampler's whenever n is not a multiple of world_size.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if drop_last:
        n_used = (n // world_size) * world_size          # drop the last samples of the data set
    else:
        n_used = n
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n_used, generator=g).tolist()
    else:
        indices = list(range(n_used))
    total = -(-n_used // world_size) * world_size
    while len(indices) < total:
        indices += indices[: total - len(indices)]
    return indices[rank::world_size]
