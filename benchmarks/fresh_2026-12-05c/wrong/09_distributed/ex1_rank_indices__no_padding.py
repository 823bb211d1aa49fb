# Mistake: "pad by repeating the list from its start until its length is a multiple of world_size" (Pitfalls: forgetting the padding) — strides over the unpadded list, so ranks get different counts when world_size does not divide n
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        indices = torch.randperm(n, generator=g).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    return indices[rank::world_size]
