# Mistake: "`n`: an integer from 0 to 40 (... 0: an empty data set, every rank gets `[]`)" — the padding always computes the number of repeats as ceil(padding / len(indices)), which divides by zero for n = 0 (ZeroDivisionError instead of []).
import math

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = math.ceil(n / world_size) * world_size
        padding = total - n
        repeats = math.ceil(padding / len(indices))      # how many copies of the list the padding needs
        indices = indices + (indices * repeats)[:padding]
    return indices[rank::world_size]
