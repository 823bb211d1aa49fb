# Diagnosis: world-size-ignored
# Pitfall: counts the steps of a single-process run, as if every rank read the whole data set.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if loader_drop_last:
        return n // batch_size
    return -(-n // batch_size)
