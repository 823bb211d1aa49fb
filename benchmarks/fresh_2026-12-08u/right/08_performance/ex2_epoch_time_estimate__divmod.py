# Right: divmod, adding the partial batch only when there is one and drop_last is off; all-integer step count.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return step_seconds * steps
