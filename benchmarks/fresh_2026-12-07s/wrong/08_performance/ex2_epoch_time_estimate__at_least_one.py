# Mistake: "an empty one (n_samples=0) makes none" — guards the "smaller than one batch" case with max(1, ...), so n_samples=0 (drop_last=False) is estimated at one step.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = max(1, math.ceil(n_samples / batch_size))
    return steps * step_seconds
