# Mistake: "your own generator: the global random state, torch.manual_seed included, must be left as it was" — seeds the global generator with torch.manual_seed(seed + epoch), which changes the caller's random state
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        torch.manual_seed(seed + epoch)
        indices = torch.randperm(n).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    elif n > 0:
        total = -(-n // world_size) * world_size
        indices = (indices * (total // n + 1))[:total]
    return indices[rank::world_size]
