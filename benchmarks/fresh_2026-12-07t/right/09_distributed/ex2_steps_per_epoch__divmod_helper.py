# Right: one helper splits a count with divmod and adds one for a remainder unless dropping; used twice (sampler, then loader).
def _chunks(count, size, drop):
    full, rest = divmod(count, size)
    return full if drop or not rest else full + 1


def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = _chunks(n, world_size, sampler_drop_last)
    return int(_chunks(per_rank, batch_size, loader_drop_last))
