# Mistake: counts the last, smaller batch as the fraction of a step it holds ("it is smaller, so it is faster").
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(n_samples, batch_size)
    steps = full if drop_last else full + rest / batch_size
    return steps * step_seconds
