# Mistake: "`sampler_drop_last`" read from DistributedSampler's source without its condition — uses ceil((n - world_size) / world_size) whenever sampler_drop_last is True, which is one short when n is a multiple of world_size (n=8, world_size=4, batch_size=1: 1 step instead of 2).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = max(0, -(-(n - world_size) // world_size))
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
