# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes" - implements drop_last as "one step fewer", which also drops a full last batch when n_samples is a multiple of batch_size (1000 / 100 with drop_last=True: 9 steps instead of 10).
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last and steps > 0:
        steps -= 1
    return steps * step_seconds
