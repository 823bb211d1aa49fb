# Mistake: "pad by repeating the list from its start until its length is a multiple of `world_size` (more than once if `n` is smaller than the padding needed)" -- pads with one slice of the list, too short when n is smaller than the padding.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n - n % world_size]
    else:
        pad = (-n) % world_size
        indices = indices + indices[:pad]
    return indices[rank::world_size]
