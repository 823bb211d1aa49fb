# Mistake: "a data set smaller than one batch makes one step, or none with `drop_last=True`" -- treats a data set smaller than a batch as one step whatever drop_last says.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if 0 < n_samples < batch_size:
        return step_seconds
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return steps * step_seconds
