# Mistake: "returning the estimated seconds for one epoch: the number of steps ... times `step_seconds`" — rounds the result to milliseconds "like a timer's resolution", so e.g. 3 steps of 0.0012345 s return 0.004 instead of 0.0037035.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else -(-n_samples // batch_size)
    return round(steps * step_seconds, 3)
