# Mistake: "a data set of `n` samples read through `DataLoader(..., drop_last=loader_drop_last, sampler=DistributedSampler(..., drop_last=sampler_drop_last))`" — divides n by world_size * batch_size in one go, rounding by the loader's flag only: right when both flags agree, wrong when they differ (e.g. n=10, 4 ranks, batch 2, loader_drop_last=True: 1 step, not 0)
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_step = world_size * batch_size
    if loader_drop_last:
        return n // per_step
    return -(-n // per_step)
