# Mistake: "`n = 0`: 0 steps" (and every rank may get 0 batches) -- guards the division with max(1, ...) so that n = 0, or a share smaller than the batch with loader_drop_last=True (e.g. steps_per_epoch(10, 4, 8, loader_drop_last=True)), gives 1 instead of 0.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = n // world_size
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        steps = per_rank // batch_size
    else:
        steps = -(-per_rank // batch_size)
    return max(1, steps)
