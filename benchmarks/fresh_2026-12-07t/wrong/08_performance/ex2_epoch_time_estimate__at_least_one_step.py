# Mistake: "an empty one (`n_samples=0`) makes none": the estimate always counts at least one step, so n_samples=0 (drop_last=False) gives step_seconds instead of 0.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = max(1, math.ceil(n_samples / batch_size))   # a data set smaller than a batch still makes one step
    return steps * step_seconds
