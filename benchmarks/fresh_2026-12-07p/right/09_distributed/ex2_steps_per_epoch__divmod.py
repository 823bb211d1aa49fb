# Right: uses divmod twice and adds the remainder test as a bool (int + bool is an int), instead of the -(-a // b) ceiling idiom.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    q, r = divmod(n, world_size)
    per_rank = q if sampler_drop_last else q + (r > 0)
    batches, rest = divmod(per_rank, batch_size)
    return int(batches if loader_drop_last else batches + (rest > 0))
