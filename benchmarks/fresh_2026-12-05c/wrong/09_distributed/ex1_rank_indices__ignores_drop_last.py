# Mistake: "or with drop_last=True trim it to the largest multiple of world_size instead" (Pitfalls: ignoring drop_last) — always pads, so drop_last=True gives the ranks repeated samples instead of dropping the tail
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if n > 0:
        total = -(-n // world_size) * world_size
        indices = (indices * (total // n + 1))[:total]
    return indices[rank::world_size]
