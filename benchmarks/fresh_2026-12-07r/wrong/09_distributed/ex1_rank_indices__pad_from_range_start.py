# Mistake: "pad by repeating that list (shuffled or not) from its start" -- pads with 0, 1, 2, ... instead of the start of the shuffled list, so with shuffle=True and padding (e.g. rank_indices(10, 4, 2, epoch=3)) the padded index is wrong.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[:n // world_size * world_size]
    elif n:
        total = -(-n // world_size) * world_size
        indices = indices + [i % n for i in range(total - n)]
    return indices[rank::world_size]
