# Mistake: "a Python `list` of Python `int`s" — slices the permutation tensor and returns list(tensor): a list of 0-d int64 tensors, not ints (and with shuffle=False a list of ints, so the type depends on the flag)
import math


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g)
    else:
        indices = torch.arange(n)
    if drop_last:
        indices = indices[: n - n % world_size]
    else:
        total = math.ceil(n / world_size) * world_size
        if n:
            indices = indices.repeat(math.ceil(total / n))[:total]
    if shuffle:
        return list(indices[rank::world_size])
    return indices[rank::world_size].tolist()
