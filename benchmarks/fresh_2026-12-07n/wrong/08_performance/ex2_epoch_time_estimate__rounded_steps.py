# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes": the step count is round(n / batch_size), which drops a last batch smaller than half a batch (n=130, batch 100: 1 step instead of 2) and ignores drop_last.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = round(n_samples / batch_size)
    return steps * step_seconds
