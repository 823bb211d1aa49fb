# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes" — rounds n / batch_size to the nearest integer: n=5, b=4 gives 1 step instead of 2 (drop_last=False), n=7, b=4, drop_last=True gives 2 instead of 1
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = round(n_samples / batch_size)
    return steps * step_seconds
