# Mistake: "Use integer arithmetic only (... a float division such as math.ceil(n / w) rounds)": the per-rank count is exact, but the batches are counted with math.ceil(per_rank / batch_size), which rounds for per-rank counts above 2**53 (e.g. steps_per_epoch(3 * 2**60 + 3, 1, 3) returns 2**60 instead of 2**60 + 1).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return math.ceil(per_rank / batch_size)
