# Mistake: "a Python `list` of Python `int`s" — list(tensor_slice) gives a list of 0-d tensors, not ints (right values, wrong element type)
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        order = torch.randperm(n, generator=g)
    else:
        order = torch.arange(n)
    if drop_last:
        order = order[: (n // world_size) * world_size]
    else:
        total = -(-n // world_size) * world_size
        while order.numel() < total:
            order = torch.cat([order, order[: total - order.numel()]])
    return list(order[rank::world_size])
