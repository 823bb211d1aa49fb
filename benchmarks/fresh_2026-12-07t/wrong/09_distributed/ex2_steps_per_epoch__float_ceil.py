# Mistake: "Use integer arithmetic only ... the tests also pass `n` far above `2**53`, where a float division such as `math.ceil(n / w)` rounds": the per-rank count is math.ceil(n / world_size), which rounds for n near 2**60 (e.g. n = 2**60 + 1, world_size 3).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else math.ceil(n / world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
