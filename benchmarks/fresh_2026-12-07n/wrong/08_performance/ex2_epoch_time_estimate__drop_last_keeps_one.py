# Mistake: "a non-empty data set smaller than one batch makes one step, or none with drop_last=True": with drop_last the floor is clamped to one step for any non-empty data set, so n=10, batch 64, drop_last=True gives one step instead of none.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if n_samples == 0:
        return 0.0
    if drop_last:
        steps = max(1, n_samples // batch_size)
    else:
        steps = (n_samples + batch_size - 1) // batch_size
    return steps * step_seconds
