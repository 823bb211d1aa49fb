# Mistake: "`n`: an integer from 0 to 40 ... 0: an empty data set, every rank gets `[]`" — pads by repeating the list ceil(total / n) times, which divides by n and raises ZeroDivisionError for n=0 (drop_last=False).
import math

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = n // world_size * world_size
        indices = indices[:total]
    else:
        total = math.ceil(n / world_size) * world_size
        indices = (indices * math.ceil(total / n))[:total]
    return indices[rank:total:world_size]
