# Mistake: "a data set smaller than one batch makes one step, or none with drop_last=True" — read as "there is always at least one step unless drop_last drops it": max(1, ...) also gives an empty data set (n_samples=0, allowed) one step, where a DataLoader over no examples makes none
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = max(1, -(-n_samples // batch_size))
    return steps * step_seconds
