# Right: divmod into full batches and a remainder, adding one step for a non-empty remainder unless drop_last.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return steps * step_seconds
