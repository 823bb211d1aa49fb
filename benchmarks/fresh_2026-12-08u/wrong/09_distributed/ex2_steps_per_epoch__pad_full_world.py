# Mistake: "the sampler's padding" (pad to a multiple of world_size) — pads by world_size - n % world_size without a final modulo, so a data set already divisible by world_size (e.g. n=8, world_size=4, batch_size=1: 2 steps) gets an extra sample per rank (3 steps).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if n == 0:
        return 0
    if sampler_drop_last:
        per_rank = n // world_size
    else:
        per_rank = (n + world_size - n % world_size) // world_size
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
