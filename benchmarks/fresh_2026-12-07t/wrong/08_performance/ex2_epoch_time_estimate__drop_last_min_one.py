# Mistake: "a non-empty data set smaller than one batch makes one step, or none with `drop_last=True`": with drop_last=True the count is floored at one step, so n_samples=5, batch_size=8 gives one step instead of none.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if n_samples == 0:
        return 0.0
    if drop_last:
        steps = max(n_samples // batch_size, 1)
    else:
        steps = -(-n_samples // batch_size)
    return steps * step_seconds
