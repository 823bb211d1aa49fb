# Right: never builds the padded list; computes each position rank, rank + world_size, ... of the padded/trimmed list and maps it back with position % n.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    per_rank = n // world_size if drop_last else -(-n // world_size)
    total = per_rank * world_size
    return [int(order[pos % n]) for pos in range(rank, total, world_size)]
