# Mistake: "a data set smaller than one batch makes one step, or none with `drop_last=True`" — applies drop_last only when there is at least one full batch, so n_samples < batch_size with drop_last=True gives one step instead of none
import math


def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last and n_samples >= batch_size:
        steps = n_samples // batch_size
    return steps * step_seconds
