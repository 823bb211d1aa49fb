# Mistake: "pad by repeating the list from its start until its length is a multiple of `world_size`" — it pads with the sample ids 0, 1, 2, ... (mod n) instead of the first entries of the shuffled list, so with shuffle=True and padding needed the last ranks get the wrong extra index.
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
        padding = (-n) % world_size
        indices = indices + [i % n for i in range(padding)] if n else indices   # repeat from sample 0 on
    return indices[rank::world_size]
