# Mistake: with sampler_drop_last the sampler trims "to a multiple of world_size" (floor(n / world_size) per rank): this uses the sampler's ceil((n - w) / w) also when n is already a multiple, which loses one sample per rank (e.g. steps_per_epoch(8, 4, 1, sampler_drop_last=True) returns 1, the DataLoader makes 2).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = max(0, -(-(n - world_size) // world_size))   # DistributedSampler's drop_last formula
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
