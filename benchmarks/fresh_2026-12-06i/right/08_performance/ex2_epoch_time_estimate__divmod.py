# Right: integer divmod: full batches, plus one for a non-empty remainder unless drop_last; int() guards keep the step count an exact integer.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(int(n_samples), int(batch_size))
    steps = full + (0 if (drop_last or rest == 0) else 1)
    return steps * step_seconds
