# Mistake: "dividing n by world_size * batch_size in one go, which ignores the sampler's padding or trimming" — e.g. n = 7, world_size = 2, batch_size = 2, loader_drop_last: each rank gets 4 samples (2 steps), the formula says 1
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_step = world_size * batch_size
    if loader_drop_last or sampler_drop_last:
        return n // per_step
    return -(-n // per_step)
