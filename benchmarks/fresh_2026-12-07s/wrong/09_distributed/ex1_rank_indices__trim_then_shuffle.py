# Mistake: "shuffle with torch.randperm(n, generator=g) ... or with drop_last=True trim it" - with drop_last=True it trims first and shuffles only the kept n - n % world_size indices (randperm of the smaller count), so for shuffle=True, drop_last=True and n not a multiple of world_size the order and the set of indices differ.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    g = torch.Generator()
    g.manual_seed(seed + epoch)
    if drop_last:
        m = (n // world_size) * world_size
        indices = torch.randperm(m, generator=g).tolist() if shuffle else list(range(m))
        return indices[rank::world_size]
    indices = torch.randperm(n, generator=g).tolist() if shuffle else list(range(n))
    total = -(-n // world_size) * world_size
    while n and len(indices) < total:
        indices += indices[: total - len(indices)]
    return indices[rank::world_size]
