# Right: computes the ceilings as (a + b - 1) // b and the floors as a // b, choosing each by its flag with a conditional expression.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    samples = n // world_size if sampler_drop_last else (n + world_size - 1) // world_size
    steps = samples // batch_size if loader_drop_last else (samples + batch_size - 1) // batch_size
    return steps
