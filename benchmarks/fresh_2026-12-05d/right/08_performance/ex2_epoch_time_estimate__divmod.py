# Right: integer divmod, adding one step for a non-empty remainder unless drop_last; no float division anywhere
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(int(n_samples), int(batch_size))
    steps = full + (1 if rest and not drop_last else 0)
    return float(steps * step_seconds)
