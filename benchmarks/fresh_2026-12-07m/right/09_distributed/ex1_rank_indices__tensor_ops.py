# Right: builds the padded list as a tensor (torch.cat of repeats, then a strided slice) and converts with .tolist() only at the end.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(seed + epoch)
        perm = torch.randperm(n, generator=g)
    else:
        perm = torch.arange(n)
    if drop_last:
        perm = perm[: n - n % world_size]
    elif n > 0:
        total = -(-n // world_size) * world_size
        repeats = -(-total // n)
        perm = torch.cat([perm] * repeats)[:total]
    return [int(i) for i in perm[rank::world_size].tolist()]
