# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes": steps are round(n_samples / batch_size), which rounds a small last batch away (10 samples in batches of 3 give 3 steps instead of 4) and rounds halves to even.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = round(n_samples / batch_size)
    return steps * step_seconds
