# Right: uses divmod and adds the remainder's truth value (an int) for the ceilings, instead of the -(-a // b) idiom.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q if sampler_drop_last else q + (1 if r else 0)
    steps, rest = divmod(per_rank, batch_size)
    if rest and not loader_drop_last:
        steps += 1
    return int(steps)
