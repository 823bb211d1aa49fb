# Mistake: "a non-empty data set smaller than one batch makes one step, or none with drop_last=True": this gives every non-empty data set at least one step, so with drop_last=True and n_samples < batch_size it predicts one step where the DataLoader makes none.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if n_samples == 0:
        return 0.0
    if drop_last:
        steps = max(1, n_samples // batch_size)
    else:
        steps = -(-n_samples // batch_size)
    return steps * step_seconds
