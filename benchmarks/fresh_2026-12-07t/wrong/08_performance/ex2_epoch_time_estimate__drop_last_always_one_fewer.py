# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes": drop_last is taken to remove one batch always, so when batch_size divides n_samples (e.g. 1000, 100, drop_last=True) it gives 9 steps instead of 10.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last and steps > 0:
        steps -= 1          # drop_last drops the last batch
    return steps * step_seconds
