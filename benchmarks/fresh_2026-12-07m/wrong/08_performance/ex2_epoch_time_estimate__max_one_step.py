# Mistake: "an empty one (`n_samples=0`) makes none" - clamps the step count to at least 1 (a data set smaller than a batch "makes one step"), so n_samples=0 returns step_seconds instead of 0 (and drop_last=True with n < batch_size too).
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return max(steps, 1) * step_seconds
