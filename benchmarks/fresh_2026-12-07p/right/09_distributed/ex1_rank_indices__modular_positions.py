# Right: never builds the padded list: it walks the positions rank, rank + world_size, ... below the total and maps each position i to order[i % n], which is exactly what repeating the list from its start gives.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        order = torch.randperm(n, generator=torch.Generator().manual_seed(seed + epoch)).tolist()
    else:
        order = list(range(n))
    q, r = divmod(n, world_size)
    total = world_size * (q if drop_last or r == 0 else q + 1)
    return [order[i % n] for i in range(rank, total, world_size)]
