# Mistake: "Use integer arithmetic only ... the tests also pass n far above 2**53, where a float division such as math.ceil(n / w) rounds": this uses math.ceil on float divisions, so for n around 2**60 the count is off (e.g. steps_per_epoch(2**60 + 1, 1, 1) returns 2**60).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = math.floor(n / world_size) if sampler_drop_last else math.ceil(n / world_size)
    if loader_drop_last:
        return math.floor(per_rank / batch_size)
    return math.ceil(per_rank / batch_size)
