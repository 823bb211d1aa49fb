# Right: pads with itertools.cycle/islice over the (shuffled) list, trims with a slice, and shards with islice instead of [rank::W].
from itertools import cycle, islice

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        gen = torch.Generator().manual_seed(seed + epoch)
        base = [int(i) for i in torch.randperm(n, generator=gen)]
    else:
        base = list(range(n))
    if n == 0:
        return []
    if drop_last:
        total = n - n % world_size
        padded = base[:total]
    else:
        total = n + (-n) % world_size
        padded = list(islice(cycle(base), total))
    return list(islice(padded, rank, total, world_size))
