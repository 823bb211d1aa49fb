# Mistake: "DistributedSampler(dataset, world_size, rank, drop_last=sampler_drop_last)" - copies the sampler's trimming formula ceil((n - w) / w) without its "only when n % w != 0" guard, so with sampler_drop_last=True and n a multiple of world_size (e.g. n=8, world_size=4, batch_size=1) it counts one sample per rank too few.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = max(0, -(-(n - world_size) // world_size))
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
