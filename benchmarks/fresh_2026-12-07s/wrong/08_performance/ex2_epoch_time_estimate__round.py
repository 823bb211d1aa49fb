# Mistake: "the last, smaller batch is still a step (unless drop_last=True drops it)" — rounds n_samples / batch_size to the nearest integer, which drops a last batch smaller than half a batch (1010 samples, batch 100: 10 steps instead of 11).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        return (n_samples // batch_size) * step_seconds
    return round(n_samples / batch_size) * step_seconds
