# Right: own generator seeded with seed + epoch (global RNG untouched); padding by cycling the list from its start (itertools.cycle, so repeated as often as needed), or trimming to the largest multiple with drop_last; every world_size-th index from rank, as Python ints
import itertools

import torch


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = [int(i) for i in torch.randperm(n, generator=g).tolist()]
    else:
        order = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        order = order[:total]
    else:
        total = -(-n // world_size) * world_size
        order = list(itertools.islice(itertools.cycle(order), total))
    return [order[i] for i in range(rank, total, world_size)]
