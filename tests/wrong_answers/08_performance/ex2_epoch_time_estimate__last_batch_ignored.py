# Diagnosis: last-batch-dropped
# Pitfall: floor division always: the last, smaller batch is forgotten unless drop_last drops it.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return (n_samples // batch_size) * step_seconds
