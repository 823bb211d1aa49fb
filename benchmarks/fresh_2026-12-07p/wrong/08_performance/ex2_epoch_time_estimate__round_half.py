# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes": the ceiling is taken as round(n / b + 0.5), and Python's round() sends halves to the even number, so when n / b is an odd integer (e.g. n=3, b=1 or n=33, b=11) it counts one step too many.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = round(n_samples / batch_size + 0.5)     # round up
    return steps * step_seconds
