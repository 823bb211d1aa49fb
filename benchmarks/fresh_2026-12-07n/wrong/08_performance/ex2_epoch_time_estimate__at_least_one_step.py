# Mistake: "an empty one (n_samples=0) makes none": the step count is clamped to at least one ("an epoch is at least one step"), so n_samples=0 returns step_seconds instead of 0.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return max(1, steps) * step_seconds
