# Mistake: "a torch.Generator seeded with seed + epoch" (Pitfalls: ignoring the epoch) — seeds with seed only, so every epoch gets the same order
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    elif n > 0:
        total = -(-n // world_size) * world_size
        indices = (indices * (total // n + 1))[:total]
    return indices[rank::world_size]
