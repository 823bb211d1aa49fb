# Right: tensor pipeline -- randperm with a private generator (or arange), padding by index arithmetic (position i takes element i mod n), trimming, then a strided slice converted with tolist().
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        gen = torch.Generator().manual_seed(seed + epoch)
        perm = torch.randperm(n, generator=gen)
    else:
        perm = torch.arange(n)
    if drop_last:
        total = n - n % world_size
    else:
        total = ((n + world_size - 1) // world_size) * world_size
    if n == 0 or total == 0:
        return []
    padded = perm[torch.arange(total) % n]
    return padded[rank::world_size].tolist()
