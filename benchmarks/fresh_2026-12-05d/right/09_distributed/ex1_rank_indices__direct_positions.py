# Right: never builds the padded list: rank r's j-th sample sits at position r + j * world_size of the padded (or trimmed) list, which holds perm[position % n]
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        gen = torch.Generator().manual_seed(seed + epoch)
        perm = torch.randperm(n, generator=gen).tolist()
    else:
        perm = list(range(n))
    per_rank = n // world_size if drop_last else (n + world_size - 1) // world_size
    return [perm[(rank + j * world_size) % n] for j in range(per_rank)]
