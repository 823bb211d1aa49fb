# Mistake: "a data set smaller than one batch makes one step, or none with drop_last=True" (read hurriedly as "at least one step") — max(1, ...) gives one step for n_samples=0 (an empty DataLoader makes none) and for drop_last=True with n_samples < batch_size
import math


def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = math.ceil(n_samples / batch_size)
    return max(1, steps) * step_seconds
