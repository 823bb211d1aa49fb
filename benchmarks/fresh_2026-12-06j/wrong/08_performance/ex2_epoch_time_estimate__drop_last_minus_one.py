# Mistake: "drop_last ... drops the last, incomplete batch" (one fewer only when there is one): with drop_last=True it always removes one step from ceil(n / batch), so when batch_size divides n_samples (1000 / 100) a full batch is dropped: 9 steps instead of 10.
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last and steps > 0:
        steps -= 1                              # the last batch is dropped
    return steps * step_seconds
