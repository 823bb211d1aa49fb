# Right: pads with itertools.cycle/islice (repeats the list as often as needed in one expression) and a chained Generator().manual_seed(...); drop_last trims before slicing.
from itertools import cycle, islice

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        order = torch.randperm(n, generator=torch.Generator().manual_seed(seed + epoch)).tolist()
    else:
        order = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        order = order[:total]
    else:
        total = -(-n // world_size) * world_size
        order = list(islice(cycle(order), total))
    return order[rank::world_size]
