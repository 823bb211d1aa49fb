# Mistake: "`sampler_drop_last`: `False` or `True` / `loader_drop_last`: `False` or `True`" — an if/elif applies only the sampler's drop when both flags are True, so the loader's incomplete last batch is still counted (n=10, W=4, B=3, both True: 1 step counted, the DataLoader makes 0).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        return -(-(n // world_size) // batch_size)          # trimmed shard, last batch kept
    elif loader_drop_last:
        return -(-n // world_size) // batch_size            # padded shard, last batch dropped
    return -(-(-(-n // world_size)) // batch_size)
