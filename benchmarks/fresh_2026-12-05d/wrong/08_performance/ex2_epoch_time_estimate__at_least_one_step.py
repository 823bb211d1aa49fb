# Mistake: "a data set smaller than one batch makes one step, or none with `drop_last=True`" — read as "always at least one step": n_samples=0 (allowed) gives one step where a DataLoader makes none
import math


def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = max(1, math.ceil(n_samples / batch_size))
    return steps * step_seconds
