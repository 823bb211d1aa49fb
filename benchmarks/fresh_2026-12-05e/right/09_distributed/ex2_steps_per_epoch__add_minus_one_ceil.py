# Right: integer ceilings written as (a + b - 1) // b (exact for non-negative ints of any size), per-rank samples first (padded or trimmed), then batches (dropped or not); int() keeps a plain int
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = n // world_size
    else:
        per_rank = (n + world_size - 1) // world_size
    if loader_drop_last:
        steps = per_rank // batch_size
    else:
        steps = (per_rank + batch_size - 1) // batch_size
    return int(steps)
