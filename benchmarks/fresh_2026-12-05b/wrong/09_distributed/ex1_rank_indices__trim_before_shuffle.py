# Mistake: "shuffle with `torch.randperm(n, generator=g)` ...; pad ..., or with `drop_last=True` trim it to the largest multiple of `world_size`" -- trims the range first and shuffles only the kept indices (randperm of the trimmed length), a different selection than the sampler's.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    g = torch.Generator().manual_seed(seed + epoch)
    size = (n // world_size) * world_size if drop_last else n
    indices = torch.randperm(size, generator=g).tolist() if shuffle else list(range(size))
    if not drop_last and indices:
        target = -(-n // world_size) * world_size
        reps = -(-target // len(indices))
        indices = (indices * reps)[:target]
    return indices[rank::world_size]
