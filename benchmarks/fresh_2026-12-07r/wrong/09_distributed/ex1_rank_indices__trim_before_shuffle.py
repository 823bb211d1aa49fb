# Mistake: "shuffle ... then ... with `drop_last=True` trim it [the shuffled list]" -- trims range(n) first and shuffles the trimmed list, so with shuffle=True and drop_last=True and n not a multiple of world_size (e.g. rank_indices(10, 4, 0, drop_last=True)) the wrong indices are kept.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if drop_last:
        total = n // world_size * world_size
        base = list(range(total))
    else:
        base = list(range(n))
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        base = [base[i] for i in torch.randperm(len(base), generator=g).tolist()]
    if not drop_last and base:
        total = -(-n // world_size) * world_size
        base = (base * (total // len(base) + 1))[:total]
    return base[rank::world_size]
