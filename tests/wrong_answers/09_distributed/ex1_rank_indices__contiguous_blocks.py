# Diagnosis: contiguous-blocks
# Pitfall: each rank gets a contiguous block of the (shuffled) indices instead of every world_size-th one.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    total = per_rank * world_size
    while len(indices) < total:
        indices += indices[:total - len(indices)]
    return indices[rank * per_rank:(rank + 1) * per_rank]
