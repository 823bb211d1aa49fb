# Diagnosis: float-division
# Pitfall: math.ceil of a float division: right for every small n, wrong once n passes 2**53.
import math


def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = math.floor(n / world_size) if sampler_drop_last else math.ceil(n / world_size)
    return math.floor(per_rank / batch_size) if loader_drop_last else math.ceil(per_rank / batch_size)
