# Mistake: "Use integer arithmetic only ... and return an int" - the per-rank count is integer, but the batches are counted with int(math.ceil(per_rank / batch_size)), which rounds once per_rank is past 2**53 (n near 2**80 with world_size 1 and batch_size 3).
import math

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    if loader_drop_last:
        return int(per_rank / batch_size)
    return int(math.ceil(per_rank / batch_size))
