# Right: divmod for both stages; a non-zero remainder adds one (padding / last partial batch) unless the matching drop_last flag drops it; exact integer arithmetic, n=0 gives 0
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q + (1 if r and not sampler_drop_last else 0)
    b, rest = divmod(per_rank, batch_size)
    return b + (1 if rest and not loader_drop_last else 0)
