# Right: counts the batch start positions with len(range(...)): every start below n_samples, or, with drop_last, every start that still leaves a full batch.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    last_start = n_samples - batch_size + 1 if drop_last else n_samples
    steps = len(range(0, max(last_start, 0), batch_size))
    return steps * step_seconds
