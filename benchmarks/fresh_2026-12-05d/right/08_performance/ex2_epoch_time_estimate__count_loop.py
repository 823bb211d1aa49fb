# Right: counts the batches by walking the data set batch by batch, keeping the short last batch unless drop_last
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = 0
    start = 0
    while start < n_samples:
        size = min(batch_size, n_samples - start)
        if size == batch_size or not drop_last:
            steps += 1
        start += batch_size
    return steps * step_seconds
