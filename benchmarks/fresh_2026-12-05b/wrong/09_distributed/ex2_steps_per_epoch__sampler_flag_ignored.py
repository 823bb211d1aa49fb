# Mistake: "ignoring one of the two `drop_last` flags" -- the sampler's drop_last is ignored: every rank is assumed to get the padded ceil(n / world_size) samples.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
