# Right: with sampler drop_last the per-rank count is (n - w) // w + 1 (equal to n // w for every n >= 0: floor division of a negative gives -1 for n < w), else the integer ceiling; batches by divmod; all exact Python int arithmetic, also past 2**63
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = (n - world_size) // world_size + 1
    else:
        per_rank = (n + world_size - 1) // world_size
    full, rest = divmod(per_rank, batch_size)
    return int(full + (1 if rest and not loader_drop_last else 0))
