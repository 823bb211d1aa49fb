# Mistake: "Use integer arithmetic only (... a float division such as math.ceil(n / w) rounds)" - uses math.ceil(n / world_size) for the per-rank count, so for n around 2**53 to 2**80 (e.g. n = 2**60 + 1, world_size 3) the count is off.
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else math.ceil(n / world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
