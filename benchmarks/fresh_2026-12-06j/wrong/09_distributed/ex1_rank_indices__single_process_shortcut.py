# Mistake: "shuffle with `torch.randperm(n, generator=g)` ... then take every `world_size`-th index" (world_size from 1): with world_size == 1 the function short-cuts to 0, 1, ..., n-1 ("one process needs no sharding"), but DistributedSampler still shuffles, so rank_indices(10, 1, 0) differs from the sampler.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if world_size == 1:                                   # a single process reads everything
        return list(range(n))
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
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
