# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes": drop_last is taken as "one step fewer", so when n_samples is a multiple of batch_size (nothing to drop) a full batch is dropped anyway (e.g. 64 samples, batch 32, drop_last=True: 1 step instead of 2).
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last and steps > 0:
        steps -= 1
    return steps * step_seconds
