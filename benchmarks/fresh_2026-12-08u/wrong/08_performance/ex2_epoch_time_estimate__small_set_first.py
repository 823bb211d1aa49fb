# Mistake: "a non-empty data set smaller than one batch makes one step, or none with `drop_last=True`" — handles the small-data-set case before looking at drop_last, so 0 < n_samples < batch_size with drop_last=True returns one step instead of none.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if 0 < n_samples < batch_size:            # smaller than one batch: one step
        return step_seconds
    steps = n_samples // batch_size if drop_last else -(-n_samples // batch_size)
    return steps * step_seconds
