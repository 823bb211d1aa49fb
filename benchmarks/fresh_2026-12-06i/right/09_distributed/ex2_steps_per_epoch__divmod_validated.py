# Right: divmod with explicit remainders (pad up or trim down, then add a partial batch unless it is dropped), with argument checks that no allowed input can trip.
import operator

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    n, world_size, batch_size = operator.index(n), operator.index(world_size), operator.index(batch_size)
    if n < 0 or world_size < 1 or batch_size < 1:
        raise ValueError("n >= 0, world_size >= 1 and batch_size >= 1 are required")
    full, rest = divmod(n, world_size)
    per_rank = full + (1 if rest and not sampler_drop_last else 0)
    batches, left = divmod(per_rank, batch_size)
    if left and not loader_drop_last:
        batches += 1
    return int(batches)
