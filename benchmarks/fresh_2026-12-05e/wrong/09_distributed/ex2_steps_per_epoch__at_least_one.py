# Mistake: "`n = 0`: 0 steps" — clamps to at least one step (a progress bar never shows zero), so n=0, or a rank with fewer samples than a batch under loader_drop_last, gives 1
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return max(1, steps)
