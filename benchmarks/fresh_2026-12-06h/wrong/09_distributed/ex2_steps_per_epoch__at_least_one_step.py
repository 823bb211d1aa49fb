# Mistake: "`n = 0`: 0 steps" — it guards the count with max(1, ...) so that a schedule never divides by zero, returning 1 for n = 0 and for every case where each rank's share is smaller than a batch with loader_drop_last=True.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return max(1, steps)                                   # a schedule needs at least one step
