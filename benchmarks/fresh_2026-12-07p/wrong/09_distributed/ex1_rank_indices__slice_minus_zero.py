# Mistake: "with `drop_last=True` trim it to the largest multiple of `world_size`": the trim is written `indices[:-(len % world_size)]`, and when `n` is already a multiple of `world_size` (e.g. n=8, world_size=4, or any n with world_size=1) that is `indices[:-0]`, i.e. `[]`, so every rank gets an empty list.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:-(len(indices) % world_size)]
    else:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[:total - len(indices)]
    return indices[rank::world_size]
