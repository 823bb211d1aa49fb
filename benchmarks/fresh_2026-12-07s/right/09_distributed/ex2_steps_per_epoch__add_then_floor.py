# Right: ceilings written as (a + b - 1) // b, and the flags fold into how much is added before the floor division.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = (n + (0 if sampler_drop_last else world_size - 1)) // world_size
    return (per_rank + (0 if loader_drop_last else batch_size - 1)) // batch_size
