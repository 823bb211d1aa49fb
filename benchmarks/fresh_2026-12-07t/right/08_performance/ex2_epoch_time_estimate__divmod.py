# Right: counts the steps with divmod (full batches plus one for a remainder unless drop_last), a float result built from an int count.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return steps * step_seconds
