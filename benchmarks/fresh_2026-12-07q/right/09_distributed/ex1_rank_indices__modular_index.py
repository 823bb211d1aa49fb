# Right: builds the padded list by modular indexing (position i -> indices[i % n]) and picks rank's positions range(rank, total, world_size) directly instead of padding a list in a loop and slicing.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    if n == 0:
        return []
    total = (n // world_size) * world_size if drop_last else -(-n // world_size) * world_size
    return [int(order[i % n]) for i in range(rank, total, world_size)]
