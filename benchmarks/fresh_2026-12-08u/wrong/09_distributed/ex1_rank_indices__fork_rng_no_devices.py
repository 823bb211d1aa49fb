# Mistake: "the global random state, `torch.manual_seed` included, must be left as it was, every device's generators too, since `torch.manual_seed` reseeds a GPU's as well" — seeds the global generator inside torch.random.fork_rng(devices=[]) (devices=[] to avoid its warning), which restores the CPU state but leaves a GPU's generator reseeded.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed + epoch)
            indices = torch.randperm(n).tolist()
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n // world_size * world_size]
    elif n:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank::world_size]
