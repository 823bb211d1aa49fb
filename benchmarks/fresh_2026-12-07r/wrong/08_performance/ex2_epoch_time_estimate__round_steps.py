# Mistake: "forgetting that the last, smaller batch is still a step": rounding n_samples / batch_size to the nearest integer counts the last batch only when it is at least half full (1010 samples, batch 100: 10 steps instead of 11).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else round(n_samples / batch_size)
    return steps * step_seconds
