# Mistake: "dividing `n` by `world_size * batch_size` in one go, which ignores the sampler's padding or trimming" -- a single integer division of n by world_size * batch_size, rounding as the flags say.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_step = world_size * batch_size
    if loader_drop_last or sampler_drop_last:
        return n // per_step
    return -(-n // per_step)
