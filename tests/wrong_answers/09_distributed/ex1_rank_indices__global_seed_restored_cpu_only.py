# Diagnosis: global-state-changed
# Pitfall: torch.manual_seed for the shuffle, then only the CPU generator put back: manual_seed reseeds every accelerator's generator too.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    if shuffle:
        saved = torch.get_rng_state()          # put the global generator back afterwards
        torch.manual_seed(seed + epoch)
        indices = torch.randperm(n).tolist()
        torch.set_rng_state(saved)
    else:
        indices = list(range(n))
    if drop_last:
        indices = indices[: (n // world_size) * world_size]
    else:
        total = -(-n // world_size) * world_size
        while len(indices) < total:
            indices += indices[: total - len(indices)]
    return indices[rank::world_size]
