# Mistake: "pad by repeating that list (shuffled or not) from its start" — pads with 0, 1, 2, ... (the unshuffled start) instead of the shuffled list's first indices, so with shuffle=True the padded ranks get the wrong repeated indices.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n // world_size * world_size]
    else:
        total = -(-n // world_size) * world_size
        indices += [i % n for i in range(total - n)]     # repeat samples from the start
    return indices[rank::world_size]
