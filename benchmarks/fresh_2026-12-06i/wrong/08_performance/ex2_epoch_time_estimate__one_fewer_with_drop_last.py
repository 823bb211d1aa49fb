# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes" — takes the section's "ceil(N / batch size) × step time (one fewer step with drop_last=True)" literally: when batch_size divides n_samples (or n_samples is 0) drop_last drops nothing, yet it subtracts a step (giving -1 steps for an empty set).
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last:
        steps -= 1
    return steps * step_seconds
