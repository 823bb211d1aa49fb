# Mistake: "a data set smaller than one batch makes one step, or none with drop_last=True" — reads it as "always at least one step", so n_samples=0, or drop_last=True with fewer samples than a batch, still costs one step
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return max(1, steps) * step_seconds
