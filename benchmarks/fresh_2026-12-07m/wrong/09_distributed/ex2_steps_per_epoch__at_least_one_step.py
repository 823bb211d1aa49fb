# Mistake: "`n = 0`: 0 steps" (and the count is the DataLoader's length): the result is floored at 1 so that a schedule never divides by zero, so n = 0 (or a shard smaller than the batch with loader_drop_last=True, e.g. (10, 4, 8, False, True)) returns 1 instead of 0.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = n // world_size
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        steps = per_rank // batch_size
    else:
        steps = -(-per_rank // batch_size)
    return max(1, steps)        # a scheduler with 0 total steps would divide by zero
