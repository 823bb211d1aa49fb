# Mistake: "then take every world_size-th index starting at rank" (Pitfalls: a contiguous block split) — gives rank r the r-th contiguous block of the padded list instead of the strided slice
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
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    k = len(indices) // world_size
    return indices[rank * k:(rank + 1) * k]
