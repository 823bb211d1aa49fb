# Mistake: "the last, smaller batch is still a step" — rounds up with (n + b) // b instead of (n + b - 1) // b: one step too many whenever batch_size divides n_samples (n=0 and batch_size=1 included)
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = (n_samples + batch_size) // batch_size
    return steps * step_seconds
