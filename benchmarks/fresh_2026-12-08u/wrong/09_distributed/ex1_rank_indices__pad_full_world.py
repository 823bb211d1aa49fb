# Mistake: "pad by repeating that list ... until its length is a multiple of `world_size`" — computes the padding as world_size - n % world_size without a final modulo, so when n is already a multiple of world_size (e.g. n=12, world_size=4) it pads a whole extra round and every rank gets one index too many.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n - n % world_size]
    elif n > 0:
        pad = world_size - n % world_size
        while pad > 0:
            take = indices[:pad]
            indices += take
            pad -= len(take)
    return indices[rank::world_size]
