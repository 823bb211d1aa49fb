# Mistake: "pad by repeating the list from its start": the padding repeats 0, 1, 2, ... (the data set's first indices) instead of the first entries of the shuffled list, so with shuffle=True and padding (e.g. n=11, world_size=3, rank=2) the padded rank gets the wrong index.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:(n // world_size) * world_size]
    else:
        total = -(-n // world_size) * world_size
        padding = total - n
        indices += [i % n for i in range(padding)] if n else []   # repeat the first samples
    return indices[rank::world_size]
