# Mistake: "the result is a Python `int`" — computes with NumPy integers: the result is numpy.int64, not int, and np.int64(n) raises OverflowError for n past 2**63 - 1 (the tests go up to 2**80)
import numpy as np

def steps_per_epoch(n, world_size, batch_size, sampler_drop_last=False, loader_drop_last=False):
    n = np.int64(n)
    per_rank = n // world_size if sampler_drop_last else -(-n // world_size)
    return per_rank // batch_size if loader_drop_last else -(-per_rank // batch_size)
