# Mistake: "`n = 0`: 0 steps" (and a rank's share smaller than batch_size with loader_drop_last=True gives 0 batches): the result is clamped with max(1, ...) so that a schedule never divides by zero, so n=0, or n=4, world_size=4, batch_size=2, loader_drop_last=True, returns 1 instead of 0.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return max(1, steps)                        # a schedule over 0 steps would divide by zero
