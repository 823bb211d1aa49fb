# Right: uses divmod for both stages and adds the leftover indicator, rather than the -(-a // b) ceiling idiom.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q if (sampler_drop_last or r == 0) else q + 1
    full, rest = divmod(per_rank, batch_size)
    return int(full + (1 if rest and not loader_drop_last else 0))
