# divmod spelled out: samples per rank (padded up or trimmed down), then full batches plus a partial one.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank, leftover = divmod(n, world_size)
    if leftover and not sampler_drop_last:
        per_rank += 1
    full, partial = divmod(per_rank, batch_size)
    return full + (1 if partial and not loader_drop_last else 0)
