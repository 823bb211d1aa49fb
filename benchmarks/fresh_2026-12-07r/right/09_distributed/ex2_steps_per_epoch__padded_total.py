# Right: computes the padded or trimmed total length first (as the sampler's total_size), then the per-rank count from it, with (a + b - 1) // b for the ceiling.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        total = (n // world_size) * world_size
    else:
        total = ((n + world_size - 1) // world_size) * world_size
    per_rank = total // world_size
    if loader_drop_last:
        return int(per_rank // batch_size)
    return int((per_rank + batch_size - 1) // batch_size)
