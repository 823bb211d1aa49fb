# Right: integer ceiling division (-(-n // b)) for the partial last batch, floor division with drop_last.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else -(-n_samples // batch_size)
    return steps * step_seconds
