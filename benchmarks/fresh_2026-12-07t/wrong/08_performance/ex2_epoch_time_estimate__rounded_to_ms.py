# Mistake: "returning the estimated seconds ... the number of steps ... times `step_seconds`": the result is rounded to milliseconds, so e.g. (3, 2, 0.0012345) gives 0.002 instead of 0.002469.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else math.ceil(n_samples / batch_size)
    return round(steps * step_seconds, 3)   # a clean number of seconds
