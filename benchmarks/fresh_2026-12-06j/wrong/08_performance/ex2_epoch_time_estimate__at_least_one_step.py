# Mistake: "an empty one (n_samples=0) makes none" (and "none with drop_last=True" for a data set smaller than one batch): the step count is clamped to at least 1, so an empty data set, or a small one with drop_last=True, is estimated at one step.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    steps = max(steps, 1)                      # an epoch is at least one step
    return steps * step_seconds
