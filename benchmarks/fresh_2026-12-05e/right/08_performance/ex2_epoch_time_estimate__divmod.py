# Right: divmod gives full batches and the remainder; the remainder adds one step unless drop_last; integer arithmetic, then one multiplication
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    full, rest = divmod(int(n_samples), int(batch_size))
    steps = full + (1 if rest and not drop_last else 0)
    return steps * step_seconds
