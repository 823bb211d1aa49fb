# Mistake: "returning the Python list of ints (data set indices)" — returns the int64 tensor slice itself (a strided view), not a list
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    g = torch.Generator().manual_seed(seed + epoch)
    idx = torch.randperm(n, generator=g) if shuffle else torch.arange(n)
    if drop_last:
        idx = idx[: n - n % world_size]
    else:
        pad = (-n) % world_size
        if pad:
            reps = -(-pad // n)
            idx = torch.cat([idx, idx.repeat(reps)[:pad]])
    return idx[rank::world_size]
