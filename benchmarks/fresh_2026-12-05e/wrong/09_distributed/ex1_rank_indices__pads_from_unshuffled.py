# Mistake: "pad by repeating the list from its start" — pads with 0, 1, 2, ... (the start of the unshuffled range) instead of the start of the shuffled list, so with shuffle=True and n not a multiple of world_size the padded indices differ
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        g = torch.Generator()
        g.manual_seed(seed + epoch)
        idx = torch.randperm(n, generator=g).tolist()
    else:
        idx = list(range(n))
    if drop_last:
        idx = idx[: n - n % world_size]
    else:
        total = -(-n // world_size) * world_size
        base = list(range(n))
        while len(idx) < total:
            idx += base[: total - len(idx)]
    return idx[rank::world_size]
