# Right: never builds the padded list: padding repeats the list cyclically, so the j-th index of rank r is order[(r + j * world_size) % n]; the per-rank count is n // world_size with drop_last, else the ceiling; a private Generator seeded with seed + epoch
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        gen = torch.Generator().manual_seed(seed + epoch)
        order = torch.randperm(n, generator=gen).tolist()
    else:
        order = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    return [int(order[(rank + j * world_size) % n]) for j in range(per_rank)]
