# Mistake: "a `torch.Generator` seeded with `seed + epoch`": the generator is seeded with the epoch alone (what set_epoch changes), so any seed other than 0 gives the wrong shuffle.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator().manual_seed(epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:n - n % world_size]
    else:
        while indices and len(indices) % world_size:
            indices += indices[:world_size - len(indices) % world_size]
    return indices[rank::world_size]
