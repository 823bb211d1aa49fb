# Mistake: the per-rank count must be the padded share, ceil(n / world_size): this writes the ceiling as n // world_size + 1, one too many whenever n is a multiple of world_size (e.g. steps_per_epoch(8, 4, 1) returns 3, the DataLoader makes 2).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if n == 0:
        return 0
    if sampler_drop_last:
        per_rank = n // world_size
    else:
        per_rank = n // world_size + 1          # rounded up: the sampler pads
    if loader_drop_last:
        return per_rank // batch_size
    return (per_rank + batch_size - 1) // batch_size
