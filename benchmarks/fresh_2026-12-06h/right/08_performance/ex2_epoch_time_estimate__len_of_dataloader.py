# Right: asks a real (never iterated) `DataLoader` over `range(n_samples)` for its length, so the step count is by construction the DataLoader's.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    loader = DataLoader(range(n_samples), batch_size=batch_size, drop_last=drop_last)
    return len(loader) * step_seconds
