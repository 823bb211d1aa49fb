# Mistake: "with `drop_last=True` trim it to the largest multiple of `world_size` instead" (and "`n` smaller than `world_size` included"): a shortcut for n < world_size hands every rank one padded index whatever drop_last says, so with drop_last=True (e.g. n=3, world_size=8) a rank gets [i] instead of [].
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if n < world_size:                   # fewer samples than ranks: each rank gets one, wrapping around
        return [indices[rank % n]]
    if drop_last:
        total = n // world_size * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        indices += indices[:total - n]
    return indices[rank:total:world_size]
