# Right: ceiling by negated floor division (-(-n // b)), integer arithmetic only.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else -(-n_samples // batch_size)
    return steps * step_seconds
