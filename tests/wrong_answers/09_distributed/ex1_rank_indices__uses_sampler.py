# Diagnosis: sampler-used
# Pitfall: asks DistributedSampler itself instead of rebuilding what it does.
def rank_indices(n, world_size, rank, epoch=0, seed=0, shuffle=True, drop_last=False):
    sampler = DistributedSampler(range(n), num_replicas=world_size, rank=rank, shuffle=shuffle,
                                 seed=seed, drop_last=drop_last)
    sampler.set_epoch(epoch)
    return list(sampler)
