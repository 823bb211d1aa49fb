# Mistake: "Use integer arithmetic only ... the tests also pass `n` far above `2**53`" -- math.ceil(n / world_size) rounds for n around 2**60 (e.g. steps_per_epoch(2**60 + 1, 1, 1) returns 2**60).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else math.ceil(n / world_size)
    if loader_drop_last:
        return int(per_rank // batch_size)
    return int(math.ceil(per_rank / batch_size))
