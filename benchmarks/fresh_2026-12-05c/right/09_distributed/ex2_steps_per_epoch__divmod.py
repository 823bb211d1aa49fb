# Right: divmod for both levels: the sampler's share is the quotient plus one when there is a remainder and it pads; the loader's steps likewise; pure integer arithmetic, exact past 2**63
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q if (sampler_drop_last or r == 0) else q + 1
    steps, rest = divmod(per_rank, batch_size)
    if rest and not loader_drop_last:
        steps += 1
    return int(steps)
