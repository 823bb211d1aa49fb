# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes": drop_last=True drops only an incomplete last batch, but this always removes one step, so with n_samples a multiple of batch_size (e.g. 64 and 32: 2 steps) it predicts one step too few, and a negative time for n_samples=0.
import math


def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last:
        steps -= 1                                   # the last batch is dropped
    return steps * step_seconds
