# Mistake: "an empty one (n_samples=0) makes none": the ceiling is written int((n - 1) / b) + 1, and int() truncates toward zero, so for n_samples=0 int(-1 / b) is 0 and the estimate is one step instead of none.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = int((n_samples - 1) / batch_size) + 1   # ceil(n / b) for integers
    return steps * step_seconds
