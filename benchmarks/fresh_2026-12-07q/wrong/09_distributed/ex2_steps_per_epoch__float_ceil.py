# Mistake: "Use integer arithmetic only ... the tests also pass `n` far above `2**53`, where a float division such as `math.ceil(n / w)` rounds" - this computes the per-rank count with math.ceil(n / world_size), which is off for n around 2**60 (e.g. n = 2**60 + 1, world_size 3).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else math.ceil(n / world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
