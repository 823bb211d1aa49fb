# Mistake: "forgetting that the last, smaller batch is still a step" -- rounds n_samples / batch_size to the nearest integer, so a last batch under half a batch is dropped.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else round(n_samples / batch_size)
    return steps * step_seconds
