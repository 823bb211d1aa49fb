# Mistake: "pad by repeating that list (shuffled or not) from its start": the padding repeats 0, 1, 2, ... instead of the start of the shuffled list, so with shuffle=True and n not a multiple of world_size the padded positions hold the wrong samples.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = n // world_size * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        indices += [i % n for i in range(total - n)] if n else []   # repeat the first samples
    return indices[rank:total:world_size]
