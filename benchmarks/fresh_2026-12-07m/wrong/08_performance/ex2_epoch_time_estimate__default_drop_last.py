# Mistake: the signature "epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False)" - the default is drop_last=True, so a caller leaving it out loses the last partial batch (1000 samples in batches of 128: 7 steps instead of 8).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=True):
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return steps * step_seconds
