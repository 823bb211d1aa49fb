# Mistake: "the number of steps a `DataLoader` with that `batch_size` ... makes" — rounds up with round(n / b + 0.5), which Python rounds half to even: when batch_size divides n_samples into an odd number of batches (e.g. 300, 100) it returns one step too many (4 instead of 3).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = int(n_samples / batch_size)
    else:
        steps = round(n_samples / batch_size + 0.5)   # round up
    return steps * step_seconds
