# Mistake: "sampler_drop_last ... trims the data to a multiple of world_size" — uses the sampler's ceil((n - W) / W) for every n, so with sampler_drop_last=True and n divisible by W (n=8, W=4, B=1) it counts 1 step instead of 2.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = max(0, -(-(n - world_size) // world_size))
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
