# Mistake: "`DataLoader(dataset, batch_size, drop_last=loader_drop_last, sampler=DistributedSampler(..., drop_last=sampler_drop_last))`" — reads the two flags as one: the sampler is treated as trimming whenever either flag is set, so loader_drop_last=True alone also trims the sampler (n=5, world_size=2, batch_size=1: 2 steps instead of 3)
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    drop = sampler_drop_last or loader_drop_last
    per_rank = n // world_size if drop else -(-n // world_size)
    return per_rank // batch_size if drop else -(-per_rank // batch_size)
