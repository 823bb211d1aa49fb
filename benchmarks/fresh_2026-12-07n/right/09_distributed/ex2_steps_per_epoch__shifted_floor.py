# Right: writes the sampler's trimmed share as (n - W) // W + 1 and ceilings as (a + b - 1) // b: integer forms different from the obvious ones.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = (n - world_size) // world_size + 1        # floor(n / W), also 0 when n < W
    else:
        per_rank = (n + world_size - 1) // world_size
    if loader_drop_last:
        return per_rank // batch_size
    return (per_rank + batch_size - 1) // batch_size
