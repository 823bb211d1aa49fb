# Right: uses divmod and adds the remainder test (a bool) for both ceilings instead of -(-a // b).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    rounds, left = divmod(n, world_size)
    per_rank = rounds if sampler_drop_last else rounds + (left > 0)
    batches, rest = divmod(per_rank, batch_size)
    return int(batches if loader_drop_last else batches + (rest > 0))
