# Mistake: "a non-empty data set smaller than one batch makes one step, or none with drop_last=True": clamping to at least one step (max(1, ...)) with drop_last makes 1 step where the DataLoader makes 0 (e.g. 10 samples, batch 32).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = max(1, n_samples // batch_size)
    else:
        steps = (n_samples + batch_size - 1) // batch_size
    return steps * step_seconds
