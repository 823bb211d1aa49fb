# Right: rounds up with integer arithmetic, -(-n // b), and rounds down with n // b, with no float division at all.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, partial = divmod(n_samples, batch_size)
    steps = full if drop_last else -(-n_samples // batch_size)
    assert steps == full + (0 if drop_last or partial == 0 else 1)
    return steps * step_seconds
