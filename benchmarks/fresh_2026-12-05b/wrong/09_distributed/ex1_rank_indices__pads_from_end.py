# Mistake: "pad by repeating the list from its start" -- pads with the last indices of the list (indices[-pad:]) instead of its first ones.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: len(indices) // world_size * world_size]
    else:
        while len(indices) % world_size:
            pad = min(world_size - len(indices) % world_size, len(indices))
            indices = indices + indices[-pad:]
    return indices[rank::world_size]
