# Mistake: "returning the Python list of ints" -- returns a list of 0-dim tensors (list(perm[...])), which compare equal to ints but are not ints.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        perm = torch.randperm(n, generator=g)
    else:
        perm = torch.arange(n)
    if drop_last:
        perm = perm[: n // world_size * world_size]
    else:
        total = -(-n // world_size) * world_size
        if n:
            perm = perm.repeat(-(-total // n))[:total]
    return list(perm[rank::world_size])
