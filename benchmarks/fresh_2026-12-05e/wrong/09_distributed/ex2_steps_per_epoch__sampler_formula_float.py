# Mistake: "Use integer arithmetic only (`//`, and `-(-a // b)` for a ceiling ...)" — copies DistributedSampler's math.ceil((n - world_size) / world_size) for the trimmed case, a float division that is wrong for n above 2**53
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    if sampler_drop_last and n % world_size != 0:
        per_rank = math.ceil((n - world_size) / world_size)
    else:
        per_rank = -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return -(-per_rank // batch_size)
