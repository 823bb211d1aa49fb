# Mistake: "for a data set of n samples read through ... DistributedSampler(... drop_last=sampler_drop_last)" - writes the padded per-rank count as n // world_size + 1, which is one too many when n is a multiple of world_size (e.g. n=8, world_size=4, batch_size=1 gives 3 steps instead of 2, and n=0 gives 1 instead of 0).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = n // world_size
    else:
        per_rank = n // world_size + 1
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
