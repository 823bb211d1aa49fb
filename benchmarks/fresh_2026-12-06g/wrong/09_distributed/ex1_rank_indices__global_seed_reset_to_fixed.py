# Mistake: "your own generator: the global random state, `torch.manual_seed` included, must be left as it was" — shuffles with the global generator (torch.manual_seed(seed + epoch)) and then "puts it back" with torch.manual_seed(0): the indices are right, but a caller whose global generator was anywhere else (another seed, already used) finds it reset to seed 0
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        torch.manual_seed(seed + epoch)
        indices = torch.randperm(n).tolist()
        torch.manual_seed(0)
    else:
        indices = list(range(n))
    if drop_last:
        total = n // world_size * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        while indices and len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank:total:world_size]
