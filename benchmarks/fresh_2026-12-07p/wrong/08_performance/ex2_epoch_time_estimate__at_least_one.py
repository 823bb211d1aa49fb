# Mistake: "a non-empty data set smaller than one batch makes one step, or none with drop_last=True; an empty one (n_samples=0) makes none": the step count is clamped to at least 1, so n_samples=0, or a data set smaller than a batch with drop_last=True, is estimated at one step instead of zero.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return max(steps, 1) * step_seconds               # an epoch is at least one step
