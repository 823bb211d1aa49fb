# Right: uses divmod for both stages and adds the remainder test as an int, instead of the -(-a // b) ceiling idiom.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q + (1 if (r and not sampler_drop_last) else 0)
    b, rem = divmod(per_rank, batch_size)
    return int(b + (1 if (rem and not loader_drop_last) else 0))
