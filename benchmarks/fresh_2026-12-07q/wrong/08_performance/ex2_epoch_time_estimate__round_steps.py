# Mistake: "forgetting that the last, smaller batch is still a step": rounding n/b to the nearest integer drops a last batch smaller than half a batch (e.g. 70 samples, batch 64: 1 step instead of 2) and adds one with drop_last when it is at least half.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else round(n_samples / batch_size + 0.0)
    if not drop_last and 0 < n_samples < batch_size:
        steps = 1
    return steps * step_seconds
