# Right: pads with itertools.cycle/islice (cycling the list is repeating it from its start as often as needed) and takes the shard with islice's step instead of list slicing.
from itertools import cycle, islice

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator(device="cpu").manual_seed(seed + epoch)
        base = [int(i) for i in torch.randperm(n, generator=g, device="cpu")]
    else:
        base = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    total = per_rank * world_size
    padded = list(islice(cycle(base), total)) if base else []
    return list(islice(padded, rank, total, world_size))
