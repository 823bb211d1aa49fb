# Mistake: "with sampler_drop_last ... the sampler trims the data to a multiple of world_size" (a DataLoader over DistributedSampler(drop_last=True)): the sampler's ceil((n - w) / w) is applied even when n is a multiple of world_size, where the sampler keeps n / w samples, so e.g. n=8, world_size=4, batch_size=1 gives 1 step instead of 2.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = max(0, -(-(n - world_size) // world_size))   # ceil((n - world_size) / world_size), as the sampler writes it
    else:
        per_rank = -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
