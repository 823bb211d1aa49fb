# Mistake: "pad by repeating that list (shuffled or not) from its start" - pads with 0, 1, 2, ... instead of the first entries of the shuffled list, so with shuffle=True and n not a multiple of world_size (e.g. n=10, world_size=4) the padded ranks get the wrong indices.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    else:
        total = -(-n // world_size) * world_size
        indices = indices + [i % max(n, 1) for i in range(total - n)]
    return indices[rank::world_size]
