# Mistake: "`n`: an integer from 0 to 300, or from about `2**53` to `2**80` (past `2**63 - 1` no `DataLoader` can hold such a data set: the count is what the same arithmetic gives)" — counts the batches as len(range(0, per_rank, batch_size)), which is exact integer arithmetic but raises OverflowError once the count exceeds sys.maxsize (n near 2**80).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    starts = range(0, per_rank, batch_size)           # one start index per batch, as the DataLoader slices
    if loader_drop_last and per_rank % batch_size:
        return len(starts) - 1
    return len(starts)
