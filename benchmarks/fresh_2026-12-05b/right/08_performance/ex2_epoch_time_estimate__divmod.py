# Right: divmod into full batches and a remainder; the remainder is one more step unless drop_last.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(int(n_samples), int(batch_size))
    steps = full + (0 if drop_last or rest == 0 else 1)
    return steps * step_seconds
