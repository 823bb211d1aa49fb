# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes" — counts partial batches as n // b + 1, one step too many when batch_size divides n_samples (and 1 step for 0 samples)
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size
    if not drop_last:
        steps += 1
    return steps * step_seconds
