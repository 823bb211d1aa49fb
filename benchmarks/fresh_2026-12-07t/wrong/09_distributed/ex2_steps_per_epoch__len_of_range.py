# Mistake: "`n` ... from about `2**53` to `2**80` (past `2**63 - 1` no `DataLoader` can hold such a data set: the count is what the same arithmetic gives)" and "return an `int`": the batches are counted as len(range(0, per_rank, batch_size)), which raises OverflowError once the count passes 2**63 - 1 (n = 2**80, world_size 1, batch_size 1).
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return len(range(batch_size, per_rank + 1, batch_size))   # only the full batches
    return len(range(0, per_rank, batch_size))                    # one batch per start index
