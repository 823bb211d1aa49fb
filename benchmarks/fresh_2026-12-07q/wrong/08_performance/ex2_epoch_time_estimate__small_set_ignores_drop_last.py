# Mistake: "a non-empty data set smaller than one batch makes one step, or none with `drop_last=True`": the small-data-set shortcut runs before drop_last is looked at, so 0 < n_samples < batch_size with drop_last=True gives one step instead of none.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if n_samples == 0:
        return 0.0
    if n_samples < batch_size:
        return step_seconds                 # one (smaller) batch
    steps = n_samples // batch_size
    if not drop_last and n_samples % batch_size:
        steps += 1
    return steps * step_seconds
