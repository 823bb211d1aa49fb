# Mistake: "seeded with `seed + epoch`" -- the generator is seeded with the epoch alone, so any seed other than 0 (e.g. rank_indices(10, 2, 0, seed=7)) gives the seed-0 shuffle.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:len(indices) // world_size * world_size]
    else:
        while indices and len(indices) % world_size:
            need = world_size - len(indices) % world_size
            indices += indices[:need]
    return indices[rank::world_size]
