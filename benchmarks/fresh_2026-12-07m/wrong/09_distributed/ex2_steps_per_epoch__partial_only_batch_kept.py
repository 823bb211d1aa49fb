# Mistake: the count must be the length of "DataLoader(dataset, batch_size, drop_last=loader_drop_last, ...)": this assumes drop_last never drops a rank's only batch, so when each rank's share is smaller than batch_size with loader_drop_last=True (e.g. steps_per_epoch(10, 4, 8, loader_drop_last=True)) it returns 1, the DataLoader yields 0.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if per_rank == 0:
        return 0
    if loader_drop_last:
        return max(per_rank // batch_size, 1)   # the last batch is dropped only when there are others
    return -(-per_rank // batch_size)
