# Mistake: "Use integer arithmetic only ... the tests also pass `n` far above `2**53`" — the per-rank count is integer, but the batch count is math.ceil(per_rank / batch_size), a float division: n = 2**53 + 1, W=1, B=1 gives 2**53 steps instead of 2**53 + 1.
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return math.ceil(per_rank / batch_size)
