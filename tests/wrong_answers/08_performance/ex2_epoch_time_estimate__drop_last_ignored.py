# Diagnosis: drop-last-ignored
# Pitfall: always rounds up, so with drop_last=True the dropped last batch is still counted.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return math.ceil(n_samples / batch_size) * step_seconds
