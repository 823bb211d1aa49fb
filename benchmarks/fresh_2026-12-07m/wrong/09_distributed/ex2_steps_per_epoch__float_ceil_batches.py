# Mistake: "Use integer arithmetic only (... the tests also pass `n` far above `2**53`, where a float division such as `math.ceil(n / w)` rounds)": the per-rank count is integer, but the batches use math.ceil(per_rank / batch_size), which rounds for n around 2**60 (e.g. steps_per_epoch(2**60 + 3, 1, 3)) and is off (by 23 there).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return int(math.ceil(per_rank / batch_size))
