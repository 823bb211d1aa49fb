# Right: one helper `_count(a, b, drop)` built on divmod, used twice (samples per rank, then batches per rank).
def _count(a, b, drop):
    whole, rest = divmod(a, b)
    return whole if drop or rest == 0 else whole + 1


def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = _count(n, world_size, sampler_drop_last)
    return int(_count(per_rank, batch_size, loader_drop_last))
