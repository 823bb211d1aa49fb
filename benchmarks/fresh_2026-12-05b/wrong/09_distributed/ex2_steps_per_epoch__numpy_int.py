# Mistake: "Use integer arithmetic only ... and return an `int`" -- computes with NumPy int64, which overflows past 2**63 and returns a numpy.int64, not a Python int.
import numpy as np

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    n, w, b = np.int64(n), np.int64(world_size), np.int64(batch_size)
    per_rank = n // w if sampler_drop_last else -(-n // w)
    return per_rank // b if loader_drop_last else -(-per_rank // b)
