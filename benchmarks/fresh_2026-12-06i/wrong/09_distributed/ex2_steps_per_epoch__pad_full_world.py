# Mistake: "a data set of `n` samples read through `DataLoader(..., sampler=DistributedSampler(dataset, world_size, rank, drop_last=sampler_drop_last))`" — the padding is computed as world_size - n % world_size, which adds a whole extra round of world_size samples when n is already a multiple of world_size (e.g. n=8, world_size=4, batch_size=1 gives 3 instead of 2).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last:
        per_rank = (n - n % world_size) // world_size
    else:
        padded = n + (world_size - n % world_size) if n else 0
        per_rank = padded // world_size
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
