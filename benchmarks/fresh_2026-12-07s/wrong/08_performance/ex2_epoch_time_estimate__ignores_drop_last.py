# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes" — always rounds up, ignoring drop_last, so n_samples=1000, batch_size=128, drop_last=True gives 8 steps instead of 7.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = (n_samples + batch_size - 1) // batch_size
    return steps * step_seconds
