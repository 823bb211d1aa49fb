# Mistake: "for a data set of `n` samples read through ... DistributedSampler" (which pads only up to the next multiple of world_size) -- takes the padded per-rank count as n // world_size + 1 even when n divides evenly, so steps_per_epoch(8, 4, 2) gives 2 instead of 1 (and n = 0 gives 1, not "`n = 0`: 0 steps").
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = n // world_size
    else:
        per_rank = n // world_size + 1
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
