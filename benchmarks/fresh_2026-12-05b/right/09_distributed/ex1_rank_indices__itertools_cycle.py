# Right: own torch.Generator seeded seed + epoch, padding drawn from itertools.cycle over the list (repeats from its start as often as needed), drop_last trim, strided slice per rank, ints.
import itertools

def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        order = order[:total]
    else:
        total = -(-n // world_size) * world_size
        order = list(itertools.islice(itertools.cycle(order), total)) if order else []
    return [int(i) for i in order[rank:total:world_size]]
