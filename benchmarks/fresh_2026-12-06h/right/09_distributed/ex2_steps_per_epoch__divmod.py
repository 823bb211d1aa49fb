# Right: uses divmod and adds one for a non-empty remainder, with operator.index so that any int-like argument is turned into an exact Python int first.
import operator

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    n, world_size, batch_size = operator.index(n), operator.index(world_size), operator.index(batch_size)
    whole, rest = divmod(n, world_size)
    per_rank = whole if (sampler_drop_last or rest == 0) else whole + 1
    batches, partial = divmod(per_rank, batch_size)
    if partial and not loader_drop_last:
        batches += 1
    return int(batches)
