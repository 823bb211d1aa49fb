# Right: pads with itertools.cycle/islice over the base list (repeating it as often as needed) and trims for drop_last by taking only the first n // world_size of the rank's slice.
from itertools import cycle, islice


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed + epoch))
        base = [int(i) for i in perm]
    else:
        base = list(range(n))
    if drop_last:
        return base[rank::world_size][: n // world_size]
    total = -(-n // world_size) * world_size
    padded = list(islice(cycle(base), total)) if base else []
    return padded[rank::world_size]
