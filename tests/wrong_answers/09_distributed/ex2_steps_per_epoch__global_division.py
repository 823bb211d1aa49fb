# Diagnosis: global-division
# Pitfall: divides n by world_size * batch_size in one go, ignoring the sampler's padding or trimming.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if loader_drop_last or sampler_drop_last:
        return n // (world_size * batch_size)
    return -(-n // (world_size * batch_size))
