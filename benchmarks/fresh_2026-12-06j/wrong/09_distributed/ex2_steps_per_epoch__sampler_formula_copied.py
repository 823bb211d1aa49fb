# Mistake: "Use integer arithmetic only (... a float division such as `math.ceil(n / w)` rounds)": the sampler_drop_last branch copies DistributedSampler's own math.ceil((n - w) / w), a float division, so for n far above 2**53 with sampler_drop_last=True the per-rank count (and the step count) is off.
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last and n % world_size != 0:
        per_rank = math.ceil((n - world_size) / world_size)     # as in DistributedSampler.__init__
    else:
        per_rank = -(-n // world_size)
    per_rank = max(per_rank, 0)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
