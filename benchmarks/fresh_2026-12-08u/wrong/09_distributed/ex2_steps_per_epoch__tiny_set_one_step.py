# Mistake: "`n = 0`: 0 steps" and both drop_last flags — special-cases a data set smaller than the world size as "every rank gets one padded sample, one step", which is wrong for n=0 and for loader_drop_last=True with batch_size > 1 (0 steps).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if n < world_size:
        return 0 if sampler_drop_last else 1
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
