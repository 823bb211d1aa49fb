# Right: computes the sampler's total size (padded up or trimmed down to a multiple of world_size) first, then the per-rank count, with (a + b - 1) // b ceilings.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        total = n - n % world_size
    else:
        total = (n + world_size - 1) // world_size * world_size
    per_rank = total // world_size
    if loader_drop_last:
        return per_rank // batch_size
    return (per_rank + batch_size - 1) // batch_size
