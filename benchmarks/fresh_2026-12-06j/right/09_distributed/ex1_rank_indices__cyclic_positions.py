# Right: no padded list is built: rank r's positions r, r+W, ... below the padded/trimmed total are mapped into the (shuffled) list with position % n, which is the same as repeating the list from its start.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        order = torch.randperm(n, generator=torch.Generator().manual_seed(seed + epoch)).tolist()
    else:
        order = list(range(n))
    total = n - n % world_size if drop_last else n + (-n) % world_size
    return [int(order[p % n]) for p in range(rank, total, world_size)]
