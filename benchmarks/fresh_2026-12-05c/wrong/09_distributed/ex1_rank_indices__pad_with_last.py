# Mistake: "pad by repeating the list from its start" — pads by repeating the last index instead of the list's start, so the padded samples differ from DistributedSampler's
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    elif n > 0:
        while len(indices) % world_size:
            indices.append(indices[-1])
    return indices[rank::world_size]
