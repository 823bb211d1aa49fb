# Diagnosis: epoch-ignored
# Pitfall: seeds the shuffle with the seed alone, so every epoch has the same order (set_epoch forgotten).
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    indices = torch.randperm(n, generator=torch.Generator().manual_seed(seed)).tolist() if shuffle else list(range(n))
    if drop_last:
        per_rank = n // world_size
        indices = indices[:per_rank * world_size]
    else:
        per_rank = -(-n // world_size)
        while len(indices) < per_rank * world_size:
            indices += indices[:per_rank * world_size - len(indices)]
    return indices[rank::world_size]
