# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes" — takes the summary's "one step fewer with drop_last" literally: ceil(n/b) - 1 is wrong when batch_size divides n_samples (e.g. 100, 10 gives 9 steps, not 10) and negative for n_samples=0
import math


def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last:
        steps -= 1  # one step fewer with drop_last
    return steps * step_seconds
