# Diagnosis: last-batch-dropped
# Pitfall: round() instead of rounding up: a last batch smaller than half a batch disappears.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else round(n_samples / batch_size)
    return steps * step_seconds
