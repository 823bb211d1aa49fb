# Right: total length = the largest multiple of world_size within n (drop_last) or the smallest at or above it; itertools.cycle + islice produces the list padded from its start as many times as needed (or trimmed); then the rank's strided slice
import itertools

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(int(seed) + int(epoch))
        base = [int(i) for i in torch.randperm(n, generator=g)]
    else:
        base = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
    else:
        total = ((n + world_size - 1) // world_size) * world_size
    padded = list(itertools.islice(itertools.cycle(base), total)) if base else []
    return padded[rank:total:world_size]
