# Mistake: "return an `int`" / "the result is a Python `int`": the count is right for small n but comes back as numpy.float64 (np.ceil / np.floor), a float (8.0, not 8), and loses exactness above 2**53.
import numpy as np

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    batches = per_rank / batch_size
    return np.floor(batches) if loader_drop_last else np.ceil(batches)
