# Mistake: "pad by repeating that list (shuffled or not) from its start" — pads with 0, 1, 2, ... (the unshuffled order) instead of the shuffled list's first indices, so with shuffle=True and padding (e.g. n=10, W=4) ranks 2 and 3 get the wrong repeated indices.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
        indices = indices[:total]
    else:
        total = -(-n // world_size) * world_size
        k = 0
        while len(indices) < total:          # top up with the data set's first samples
            indices.append(k % n)
            k += 1
    return indices[rank:total:world_size]
