# Mistake: "Use integer arithmetic only ... and return an `int`": the per-rank count is integer, but the batches are counted with math.ceil(per_rank / batch_size), a float division, so for n from about 2**53 up (e.g. n = 2**70 + 7, world_size 1, batch_size 3) the count is off by rounding.
import math


def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return math.ceil(per_rank / batch_size)
