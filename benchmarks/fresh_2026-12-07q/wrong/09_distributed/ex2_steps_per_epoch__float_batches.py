# Mistake: "Use integer arithmetic only (`//`, and `-(-a // b)` for a ceiling ...)" - the per-rank count is integer, but the number of batches uses math.ceil(per_rank / batch_size), a float division that rounds for n far above 2**53 (e.g. n = 2**80 - 1, world_size 1, batch_size 3).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return per_rank // batch_size
    return int(math.ceil(per_rank / batch_size))
