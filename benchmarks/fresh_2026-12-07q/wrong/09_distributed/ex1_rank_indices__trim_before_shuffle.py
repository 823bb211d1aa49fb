# Mistake: "shuffle ... then ... with `drop_last=True` trim it to the largest multiple of `world_size`" - this trims range(n) first and then shuffles only the kept indices (randperm of the trimmed length), so with shuffle=True, drop_last=True and n % world_size != 0 (e.g. n=10, world_size=4) the last samples are never drawn and the permutation differs.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if drop_last:
        total = (n // world_size) * world_size
    else:
        total = -(-n // world_size) * world_size
    base = list(range(min(n, total)))
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        base = [base[i] for i in torch.randperm(len(base), generator=g).tolist()]
    indices = list(base)
    while len(indices) < total:
        indices += base[: total - len(indices)]
    return indices[rank::world_size]
