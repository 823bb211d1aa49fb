# Mistake: "`n = 0`: 0 steps" — guards against a zero-step epoch (a schedule dividing by it) with max(1, ...), so an empty data set, or one trimmed to nothing by drop_last, reports one step
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return max(1, steps)
