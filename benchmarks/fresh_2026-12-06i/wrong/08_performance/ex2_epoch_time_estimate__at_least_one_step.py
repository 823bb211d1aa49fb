# Mistake: "an empty one (`n_samples=0`) makes none" — enforces at least one step ("a data set smaller than one batch makes one step"), so n_samples=0 without drop_last gives one step's time instead of 0.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = max(1, math.ceil(n_samples / batch_size))
    return steps * step_seconds
