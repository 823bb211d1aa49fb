# Mistake: "the number of steps a `DataLoader` ... makes" — rounds n/b to the nearest integer, which drops a last batch smaller than half a batch: 910 samples in batches of 64 (14.2) give 14 steps, not 15, and 1 sample in batches of 2 gives none
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples / batch_size
    if drop_last:
        return int(steps) * step_seconds
    return round(steps) * step_seconds
