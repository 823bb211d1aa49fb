# Right: pads by cycling the list with index modulo n (one comprehension instead of repeated concatenation) and trims with integer arithmetic; shuffles with its own seeded torch.Generator as the prompt says.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g).tolist()
    else:
        order = list(range(n))
    if n == 0:
        return []
    if drop_last:
        total = (n // world_size) * world_size
    else:
        total = ((n + world_size - 1) // world_size) * world_size
    return [order[i % n] for i in range(rank, total, world_size)]
