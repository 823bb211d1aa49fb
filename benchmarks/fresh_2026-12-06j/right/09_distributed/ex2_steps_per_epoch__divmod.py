# Right: both roundings are done with divmod, adding one when there is a remainder (bool to int), and each step is a named intermediate.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q if sampler_drop_last else q + (r > 0)
    full, partial = divmod(per_rank, batch_size)
    return int(full if loader_drop_last else full + (partial > 0))
