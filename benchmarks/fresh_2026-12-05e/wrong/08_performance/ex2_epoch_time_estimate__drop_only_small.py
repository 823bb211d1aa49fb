# Mistake: "or none with `drop_last=True`" — drop_last is applied only to a data set smaller than one batch; for n=70, b=32, drop_last=True it still counts the last partial batch (3 steps, not 2)
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last and n_samples < batch_size:
        return 0.0
    return math.ceil(n_samples / batch_size) * step_seconds
