# Mistake: "forgetting that the last, smaller batch is still a step" handled as "always one more step": `n // b + 1` without drop_last counts a phantom step when n is a multiple of the batch size, and one step for an empty data set.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size
    if not drop_last:
        steps += 1                              # the last, smaller batch
    return steps * step_seconds
