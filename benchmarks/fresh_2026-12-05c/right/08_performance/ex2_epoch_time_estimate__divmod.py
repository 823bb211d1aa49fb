# Right: divmod gives full batches and the remainder; the remainder adds one step unless drop_last
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return step_seconds * steps
