# Right: pads by cycling the (shuffled) list with itertools.cycle/islice up to the per-rank total instead of appending slices, and trims with the same islice (total = floor or ceil of n / world_size times world_size).
import itertools


def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    total = per_rank * world_size
    padded = list(itertools.islice(itertools.cycle(order), total)) if order else []
    return padded[rank::world_size]
