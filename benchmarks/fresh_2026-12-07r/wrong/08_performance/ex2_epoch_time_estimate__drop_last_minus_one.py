# Mistake: "unless drop_last=True drops it": subtracting one step whenever drop_last is set also drops a full last batch when batch_size divides n_samples (1000 samples, batch 100: 9 steps instead of 10), and gives -1 steps for an empty data set.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last:
        steps -= 1
    return steps * step_seconds
