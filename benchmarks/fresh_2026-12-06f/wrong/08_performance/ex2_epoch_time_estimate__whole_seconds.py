# Mistake: "returning the estimated seconds for one epoch" (the pitfall "a fractional number of steps" misread as a fractional result) — int() truncates the seconds, e.g. 3 steps of 0.25 s give 0 instead of 0.75
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else -(-n_samples // batch_size)
    return int(steps * step_seconds)
