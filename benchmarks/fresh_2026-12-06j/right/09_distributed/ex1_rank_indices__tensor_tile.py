# Right: works on tensors throughout: the permutation is tiled with repeat() to cover the padding, cut to the total, strided with [rank::W], and converted once with tolist().
import math

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    gen = torch.Generator()
    gen.manual_seed(seed + epoch)
    base = torch.randperm(n, generator=gen) if shuffle else torch.arange(n)
    if drop_last:
        total = (n // world_size) * world_size
    else:
        total = math.ceil(n / world_size) * world_size if n else 0
    if total > n:
        base = base.repeat(-(-total // n))
    return base[:total][rank::world_size].tolist()
