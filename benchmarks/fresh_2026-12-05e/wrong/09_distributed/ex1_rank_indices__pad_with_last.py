# Mistake: "pad by repeating the list from its start until its length is a multiple of `world_size`" — pads by repeating the last index, so the extra samples are not the first ones of the list (e.g. n=5, world_size=4, no shuffle: rank 1 gets [1, 4] instead of [1, 0])
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        idx = torch.randperm(n, generator=g).tolist()
    else:
        idx = list(range(n))
    if drop_last:
        idx = idx[: len(idx) // world_size * world_size]
    elif idx:
        while len(idx) % world_size:
            idx.append(idx[-1])
    return idx[rank::world_size]
