# Mistake: "Use integer arithmetic only (`//`, and `-(-a // b)` for a ceiling; the tests also pass `n` far above `2**53`, where a float division such as `math.ceil(n / w)` rounds)" — the per-rank count is exact, but the batches are counted with math.ceil(per_rank / batch_size), a float division that rounds once per_rank is above 2**53 (n from about 2**53 * world_size up, loader_drop_last=False).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)   # exact: n can be huge
    if loader_drop_last:
        return per_rank // batch_size
    return math.ceil(per_rank / batch_size)
