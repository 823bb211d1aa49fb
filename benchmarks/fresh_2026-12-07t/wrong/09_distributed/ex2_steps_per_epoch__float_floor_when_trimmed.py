# Mistake: "Use integer arithmetic only (`//`, and `-(-a // b)` for a ceiling ...)": the trimmed per-rank count is int(n / world_size), a float division, so with sampler_drop_last=True and n far above 2**53 (e.g. n = 3 * 2**60 - 1, world_size 3) the count is off.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = int(n / world_size)
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
