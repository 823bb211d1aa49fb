# Right: pads with a tensor repeat (tile) and slices with tensor strides before one final tolist(), instead of list arithmetic.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(seed + epoch)
        idx = torch.randperm(n, generator=g)
    else:
        idx = torch.arange(n)
    if drop_last:
        idx = idx[: (n // world_size) * world_size]
    else:
        total = -(-n // world_size) * world_size
        if n and total > n:
            reps = -(-total // n)
            idx = idx.repeat(reps)[:total]
    return [int(i) for i in idx[rank::world_size].tolist()]
