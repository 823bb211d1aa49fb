# Mistake: "the length of that `DataLoader`" / "`n = 0`: 0 steps" — counts the last partial batch as per_rank // batch_size + 1, one step too many whenever batch_size divides the per-rank count (n = 0 gives 1)
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return per_rank // batch_size + 1
