# Mistake: the prompt's signature is "steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False)"; here both flags are required, so a caller relying on the defaults, steps_per_epoch(1000, 4, 32), raises TypeError instead of returning 8.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last, loader_drop_last):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
