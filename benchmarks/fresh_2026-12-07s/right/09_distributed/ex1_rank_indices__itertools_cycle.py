# Right: pads with itertools.cycle/islice over the (shuffled) list and slices with islice; the count per rank is computed with divmod.
import itertools

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    order = list(range(n))
    if shuffle:
        g = torch.Generator().manual_seed(seed + epoch)
        order = [int(i) for i in torch.randperm(n, generator=g)]
    q, r = divmod(n, world_size)
    total = world_size * (q if (drop_last or r == 0) else q + 1)
    if n == 0:
        return []
    full = list(itertools.islice(itertools.cycle(order), total))
    return list(itertools.islice(full, rank, None, world_size))
