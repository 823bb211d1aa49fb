# Right: uses divmod for both stages and adds the remainder flag as an int instead of the -(-a // b) idiom.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q if sampler_drop_last else q + (1 if r else 0)
    full, rest = divmod(per_rank, batch_size)
    return int(full if loader_drop_last else full + (1 if rest else 0))
