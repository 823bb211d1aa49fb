# Diagnosis: fractional-steps
# Pitfall: a fractional number of steps: the last partial batch counts as a fraction of a step.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return n_samples / batch_size * step_seconds
