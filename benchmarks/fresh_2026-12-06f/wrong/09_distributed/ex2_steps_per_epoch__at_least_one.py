# Mistake: "`n = 0`: 0 steps" — max(1, ...) reports one step for an empty data set (and for a rank left with no samples, n < world_size with sampler_drop_last, or a loader that drops its only partial batch)
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return max(1, steps)
