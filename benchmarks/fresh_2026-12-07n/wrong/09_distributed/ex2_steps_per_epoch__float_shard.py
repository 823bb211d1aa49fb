# Mistake: "Use integer arithmetic only (... a float division such as `math.ceil(n / w)` rounds)" — the per-rank share is math.ceil(n / world_size) (math.floor with the sampler drop) in floats: n = 2**53 + 1, W=1, B=1 gives 2**53 instead of 2**53 + 1.
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = math.floor(n / world_size) if sampler_drop_last else math.ceil(n / world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
