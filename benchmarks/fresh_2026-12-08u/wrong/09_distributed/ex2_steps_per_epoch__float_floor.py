# Mistake: "Use integer arithmetic only ... the tests also pass `n` far above `2**53`, where a float division ... rounds" — uses integer ceilings but math.floor(n / world_size) for the trimmed case, so sampler_drop_last=True is off for huge n (e.g. n = 2**60 - 1, world_size=3).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = math.floor(n / world_size) if sampler_drop_last else -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
