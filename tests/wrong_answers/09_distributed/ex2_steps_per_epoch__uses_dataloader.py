# Diagnosis: library-used
# Pitfall: builds the DataLoader and sampler to count, instead of working the count out.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    data = range(n)
    sampler = DistributedSampler(data, num_replicas=world_size, rank=0, drop_last=sampler_drop_last)
    return len(DataLoader(data, batch_size=batch_size, drop_last=loader_drop_last, sampler=sampler))
