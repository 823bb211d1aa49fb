# Right: the ceilings are written as (a + b - 1) // b and the sampler's trimmed count as the largest multiple of world_size divided back, all in exact integer arithmetic.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = (n - n % world_size) // world_size
    else:
        per_rank = (n + world_size - 1) // world_size
    if loader_drop_last:
        return (per_rank - per_rank % batch_size) // batch_size
    return (per_rank + batch_size - 1) // batch_size
