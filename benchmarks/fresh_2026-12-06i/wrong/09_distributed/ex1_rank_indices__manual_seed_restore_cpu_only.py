# Mistake: "your own generator: the global random state, `torch.manual_seed` included, must be left as it was" — it seeds the global generator with torch.manual_seed and restores only the CPU state afterwards; torch.manual_seed also reseeds every CUDA (accelerator) generator, which is left changed on a machine with a GPU.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        saved = torch.get_rng_state()
        torch.manual_seed(seed + epoch)
        indices = torch.randperm(n).tolist()
        torch.set_rng_state(saved)                    # put the caller's generator back
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: n - n % world_size]
    else:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank::world_size]
