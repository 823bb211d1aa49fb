# Mistake: "an empty one (n_samples=0) makes none": "every epoch makes at least one step" (max(1, ceil)) estimates one step for n_samples=0 without drop_last.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = max(1, math.ceil(n_samples / batch_size))
    return steps * step_seconds
