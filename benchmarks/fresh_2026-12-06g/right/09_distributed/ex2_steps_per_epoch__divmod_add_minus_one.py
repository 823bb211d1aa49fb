# Right: divmod gives the per-rank count exactly for any Python int (trimmed, or padded by one when there is a remainder), and the batches are counted with the (a + b - 1) // b form of the ceiling; all int arithmetic (no float, no len(range) which overflows past 2**63), an int returned, 0 for n = 0
def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    quotient, remainder = divmod(int(n), int(world_size))
    per_rank = quotient if (sampler_drop_last or remainder == 0) else quotient + 1
    if loader_drop_last:
        return per_rank // batch_size
    return (per_rank + batch_size - 1) // batch_size
