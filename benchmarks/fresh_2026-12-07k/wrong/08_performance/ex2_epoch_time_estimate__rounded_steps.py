# Mistake: "the number of steps a DataLoader ... makes over n_samples examples" (and "a fractional number of steps" as a pitfall): rounding n / batch_size to the nearest whole number drops the last, smaller batch whenever it holds less than half a batch (90 samples in batches of 64 make 2 steps, round(1.41) gives 1; 32 samples in batches of 64 give 0 steps, not 1).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = round(n_samples / batch_size)        # a whole number of steps
    return steps * step_seconds
