# Right: uses divmod for both the per-rank share and the batches, adding one for a remainder, instead of the -(-a // b) ceiling idiom.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    share, rest = divmod(n, world_size)
    if rest and not sampler_drop_last:
        share += 1
    full, partial = divmod(share, batch_size)
    if partial and not loader_drop_last:
        full += 1
    return int(full)
