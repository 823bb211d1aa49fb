# Right: divmod for both stages: the sampler adds one sample per rank when the division leaves a remainder (unless it drops), the loader adds one batch for a remainder (unless it drops); pure int arithmetic, exact for any n
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank, extra = divmod(n, world_size)
    if extra and not sampler_drop_last:
        per_rank += 1
    steps, rest = divmod(per_rank, batch_size)
    if rest and not loader_drop_last:
        steps += 1
    return int(steps)
