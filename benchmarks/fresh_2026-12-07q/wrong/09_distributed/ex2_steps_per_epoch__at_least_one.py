# Mistake: the prompt's section 2 says all ranks can get zero batches ("with the loader's drop_last=True, when each rank's share ... is smaller than the batch size") and "`n = 0`: 0 steps" - this clamps the result to at least 1 step (to keep a scheduler from dividing by zero), so e.g. steps_per_epoch(10, 4, 8, loader_drop_last=True) gives 1 instead of 0.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return max(1, steps) if n else 0
