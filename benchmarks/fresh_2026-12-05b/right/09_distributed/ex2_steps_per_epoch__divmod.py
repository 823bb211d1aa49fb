# Right: divmod for both levels -- samples per rank (trimmed or padded) then batches (dropped or kept), integers only.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q if (sampler_drop_last or r == 0) else q + 1
    full, rest = divmod(per_rank, batch_size)
    return int(full if (loader_drop_last or rest == 0) else full + 1)
