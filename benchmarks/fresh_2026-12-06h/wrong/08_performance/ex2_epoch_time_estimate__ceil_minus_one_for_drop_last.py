# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes" — models drop_last as "one step fewer" (`ceil(n / b) - 1`), which is wrong when n is a multiple of the batch size (nothing is dropped) and gives -1 steps, a negative time, for n_samples=0.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = math.ceil(n_samples / batch_size)
    if drop_last:
        steps -= 1                             # the last, incomplete batch is dropped
    return steps * step_seconds
