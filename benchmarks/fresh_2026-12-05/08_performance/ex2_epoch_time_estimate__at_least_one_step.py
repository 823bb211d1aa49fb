# Mistake: "an epoch has at least one step": max(1, ...) makes an empty data set take one step's time.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return max(1, steps) * step_seconds
