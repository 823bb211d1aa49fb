# Right: writes each ceiling as (a - 1) // b + 1 (which gives 0 for a = 0 since (-1) // b == -1) instead of -(-a // b).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else (n - 1) // world_size + 1
    return per_rank // batch_size if loader_drop_last else (per_rank - 1) // batch_size + 1
