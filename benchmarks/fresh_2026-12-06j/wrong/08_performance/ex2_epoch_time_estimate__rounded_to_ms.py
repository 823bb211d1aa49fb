# Mistake: "returning the estimated seconds for one epoch: the number of steps ... times step_seconds": the result is rounded to the millisecond, so e.g. 7 steps of 0.0015 s give 0.01 instead of 0.0105.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return round(steps * step_seconds, 3)
