# Mistake: "a non-empty data set smaller than one batch makes one step, or none with `drop_last=True`" — a special case for small data sets returns one step before drop_last is looked at, so n_samples < batch_size with drop_last=True gives one step instead of none.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if n_samples == 0:
        return 0.0
    if n_samples < batch_size:                 # one partial batch
        return step_seconds
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return steps * step_seconds
