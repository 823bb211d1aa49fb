# Mistake: "your own generator: the global random state, `torch.manual_seed` included, must be left as it was" — seeds the global generator with torch.manual_seed(seed + epoch) and shuffles with it: the indices are right but the caller's global random state is reset
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        torch.manual_seed(seed + epoch)
        idx = torch.randperm(n).tolist()
    else:
        idx = list(range(n))
    if drop_last:
        idx = idx[: len(idx) - len(idx) % world_size]
    else:
        pad = -len(idx) % world_size
        if pad:
            idx += (idx * (-(-pad // len(idx))))[:pad]
    return idx[rank::world_size]
