# Mistake: "read through `DataLoader(... sampler=DistributedSampler(dataset, world_size, rank, drop_last=sampler_drop_last))`" — takes n // world_size per rank in both cases, forgetting that without drop_last the sampler pads each rank up to ceil(n / world_size)
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
