# Mistake: "a Python `list` of Python `int`s" — list(tensor) gives a list of 0-d tensors, not ints (they print and compare like numbers, but are not int)
import torch


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g)
    else:
        order = torch.arange(n)
    if drop_last:
        order = order[: n - n % world_size]
    else:
        total = -(-n // world_size) * world_size
        if n:
            reps = -(-total // n)
            order = order.repeat(reps)[:total]
    return list(order[rank::world_size])
