# Mistake: "the number of steps a `DataLoader` with that `batch_size` and `drop_last` makes" — (n + b) // b is one too many whenever n is a multiple of batch_size (n=64, b=32 gives 3 steps, not 2; n=0 gives 1)
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = (n_samples + batch_size) // batch_size
    return steps * step_seconds
