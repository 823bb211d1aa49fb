# Mistake: "an empty one (n_samples=0) makes none": clamping the step count to at least one ("an epoch has at least one step") predicts one step's time for an empty data set (without drop_last).
import math


def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else max(1, math.ceil(n_samples / batch_size))
    return steps * step_seconds
