# Right: counts the batch start offsets with len(range(...)) (the last partial batch dropped by shortening the range when drop_last=True); the same step count as a DataLoader, n_samples=0 included
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    usable = n_samples - (n_samples % batch_size) if drop_last else n_samples
    steps = len(range(0, usable, batch_size))
    return steps * step_seconds
