# Right: with drop_last it strides first and then keeps each rank's first n // world_size picks (same as trimming first); padding is done with list repetition (order * k) rather than a while loop.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    order = list(range(n))
    if shuffle:
        gen = torch.Generator().manual_seed(seed + epoch)
        order = torch.randperm(n, generator=gen).tolist()
    if drop_last:
        return order[rank::world_size][: n // world_size]
    per_rank = -(-n // world_size)
    total = per_rank * world_size
    if n:
        reps = -(-total // n)
        order = (order * reps)[:total]
    return order[rank::world_size]
