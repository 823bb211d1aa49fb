# Diagnosis: global-state-changed
# Pitfall: seeds the global generator with torch.manual_seed(seed + epoch) instead of a private torch.Generator: right indices, but every later random draw of the caller is changed.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        torch.manual_seed(seed + epoch)
        indices = torch.randperm(n).tolist()
    else:
        indices = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    total = per_rank * world_size
    indices = (indices * (total // max(n, 1) + 1))[:total] if n else []
    return indices[rank:total:world_size]
