# Mistake: "`sampler_drop_last`: `False` or `True`" and "`loader_drop_last`: `False` or `True`" (both at once allowed): the if/elif chain handles sampler_drop_last and then returns, so with both flags True (e.g. n=10, world_size=4, batch_size=3) the loader's drop_last is ignored and it returns 1 instead of 0.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:                       # the sampler trims the data set
        return -(-(n // world_size) // batch_size)
    per_rank = -(-n // world_size)              # the sampler pads the data set
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
