# Mistake: the sampler "pads ... until its length is a multiple of W" (section 2) - this always adds one sample per rank when not dropping (n // world_size + 1), also when n is already a multiple of world_size, so e.g. steps_per_epoch(8, 4, 2) gives 2 instead of 1 (and n = 0 gives 1 instead of "0 steps").
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else n // world_size + 1
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
