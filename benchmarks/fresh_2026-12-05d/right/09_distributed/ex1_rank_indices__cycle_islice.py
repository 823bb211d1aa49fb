# Right: pads with itertools.cycle (repeating the list from its start as many times as needed) or trims with a slice, then takes every world_size-th element from rank with islice
import itertools


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    order = list(range(n))
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    if drop_last:
        total = n - n % world_size
        full = order[:total]
    else:
        total = ((n + world_size - 1) // world_size) * world_size
        full = list(itertools.islice(itertools.cycle(order), total)) if order else []
    return list(itertools.islice(full, rank, total, world_size))
