# Right: counts the steps with integer arithmetic, (n - 1) // batch + 1 for a kept partial batch (which gives 0 for n = 0 since -1 // b == -1), and n // batch with drop_last, instead of math.ceil.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = (n_samples - 1) // batch_size + 1
    return steps * step_seconds
