# Mistake: "`n`: an integer from 0 to 300, or from about `2**53` to `2**80` (past `2**63 - 1` ... the count is what the same arithmetic gives)" — it counts batches as len(range(...)), exact integer arithmetic, but len() of a range longer than sys.maxsize raises OverflowError for n near 2**80.
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else len(range(0, n, world_size))
    if loader_drop_last:
        return per_rank // batch_size
    return len(range(0, per_rank, batch_size))             # one batch per start index
