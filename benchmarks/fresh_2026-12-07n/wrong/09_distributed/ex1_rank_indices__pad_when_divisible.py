# Mistake: "pad ... until its length is a multiple of `world_size`" — computes the padding as world_size - n % world_size, which adds a whole extra round when n is already a multiple (n=8, W=4: each rank gets 3 indices instead of 2).
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:n - n % world_size]
    elif n > 0:
        pad = world_size - n % world_size
        while pad > 0:
            chunk = indices[:min(pad, n)]
            indices += chunk
            pad -= len(chunk)
    return indices[rank::world_size]
