# Mistake: drop_last's floor written as round(n / batch - 0.5): Python rounds half to even, so a data set of exactly one batch (1.0 - 0.5 = 0.5) rounds to 0 steps.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = round(n_samples / batch_size - 0.5) if drop_last else math.ceil(n_samples / batch_size)
    return steps * step_seconds
