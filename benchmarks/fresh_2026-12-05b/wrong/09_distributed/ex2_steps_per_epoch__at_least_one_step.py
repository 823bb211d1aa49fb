# Mistake: "The tests compare with the length of that `DataLoader`" -- forces at least one step, while a DataLoader over a trimmed (sampler drop_last) or too-short shard (loader drop_last) has zero.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    steps = per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
    return max(1, steps)
