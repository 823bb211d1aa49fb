# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes" — with drop_last=True subtracts one step from the ceiling even when the last batch is full (n_samples a multiple of batch_size, e.g. 1000, 100: 9 steps instead of 10; n_samples=0: -1 step).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last:
        steps -= 1                            # the last, smaller batch is dropped
    return steps * step_seconds
