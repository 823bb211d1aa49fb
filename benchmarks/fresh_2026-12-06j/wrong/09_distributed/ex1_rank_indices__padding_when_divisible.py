# Mistake: "pad ... until its length is a multiple of `world_size`": the padding is computed as world_size - n % world_size, so when n is already a multiple (e.g. n=12, world_size=4, or any n with world_size=1) a whole extra round of world_size indices is added and every rank gets one sample too many.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:len(indices) - n % world_size]
    elif n:
        padding = world_size - n % world_size
        indices = indices + (indices * (padding // n + 1))[:padding]
    return indices[rank::world_size]
