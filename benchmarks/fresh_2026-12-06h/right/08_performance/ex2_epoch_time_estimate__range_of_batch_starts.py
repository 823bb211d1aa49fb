# Right: counts the batch start offsets with `len(range(...))`, stopping early by the leftover when drop_last is set; no division or rounding at all.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    stop = n_samples - (n_samples % batch_size if drop_last else 0)
    steps = len(range(0, stop, batch_size))
    return steps * step_seconds
