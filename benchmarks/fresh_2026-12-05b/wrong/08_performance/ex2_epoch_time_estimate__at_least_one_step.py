# Mistake: "a data set smaller than one batch makes one step, or none with `drop_last=True`" -- forces at least one step in every case, so drop_last=True with fewer samples than a batch (or an empty data set) still counts a step.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = math.ceil(n_samples / batch_size)
    return max(steps, 1) * step_seconds
