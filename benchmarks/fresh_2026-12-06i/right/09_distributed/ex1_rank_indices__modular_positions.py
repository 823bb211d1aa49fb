# Right: never builds the padded list; each of the rank's positions p = rank, rank + W, ... below the padded/trimmed total is mapped back into the (shuffled) list with p % n, which is exactly "repeat from the start as often as needed".
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if n == 0:
        return []
    if shuffle:
        order = torch.randperm(n, generator=torch.Generator().manual_seed(seed + epoch)).tolist()
    else:
        order = list(range(n))
    total = (n // world_size) * world_size if drop_last else -(-n // world_size) * world_size
    return [int(order[p % n]) for p in range(rank, total, world_size)]
