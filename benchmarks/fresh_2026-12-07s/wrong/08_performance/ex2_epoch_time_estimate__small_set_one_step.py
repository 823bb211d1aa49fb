# Mistake: "a non-empty data set smaller than one batch makes one step, or none with drop_last=True" — special-cases a set smaller than one batch as one step before looking at drop_last, so n_samples=5, batch_size=8, drop_last=True gives one step instead of none.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if n_samples == 0:
        return 0.0
    if n_samples < batch_size:
        return step_seconds
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return steps * step_seconds
