# Mistake: "with drop_last=True the DataLoader drops the last, incomplete batch": drop_last subtracts one step from the ceiling even when there is no incomplete batch, so n=1000, batch 100, drop_last=True gives 9 steps instead of 10.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last and steps > 0:
        steps -= 1                           # the last batch is dropped
    return steps * step_seconds
