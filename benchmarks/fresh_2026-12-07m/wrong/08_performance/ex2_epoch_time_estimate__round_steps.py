# Mistake: "the number of steps a `DataLoader` ... makes" (the last, smaller batch is still a step) - rounds n_samples / batch_size to the nearest integer, so 1010 samples in batches of 100 give 10 steps instead of 11 (and a set smaller than half a batch gives 0).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = round(n_samples / batch_size)
    return steps * step_seconds
