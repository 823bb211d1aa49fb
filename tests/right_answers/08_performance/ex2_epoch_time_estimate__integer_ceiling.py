# Integer arithmetic only: (n + b - 1) // b rounds up, n // b rounds down.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    extra = 0 if drop_last else batch_size - 1
    return (n_samples + extra) // batch_size * step_seconds
