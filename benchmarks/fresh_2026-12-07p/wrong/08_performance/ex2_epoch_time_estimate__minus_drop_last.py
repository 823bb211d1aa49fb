# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes": drop_last is taken as "one step fewer" always, so when n_samples is a multiple of batch_size (no partial batch to drop) drop_last=True still loses a step (and n_samples=0 gives -1 steps).
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last:
        steps -= 1                                     # the last batch is dropped
    return steps * step_seconds
