# Right: never builds the padded list: rank r's positions r, r + W, ... below the padded/trimmed total are mapped back into the (shuffled) list with position % n, which is exactly what repeating the list from its start gives.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(int(seed) + int(epoch))
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    if drop_last:
        total = (n // world_size) * world_size
    else:
        total = ((n + world_size - 1) // world_size) * world_size
    return [int(order[p % n]) for p in range(rank, total, world_size)]
