# Mistake: "forgetting that the last, smaller batch is still a step" — rounds up with round(n / batch + 0.5), which agrees with ceil on the tests cell's two cases but Python rounds halves to even: when batch_size divides n_samples into an odd number of steps (110 / 10 -> round(11.5) = 12) it counts a step too many
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = round(n_samples / batch_size + 0.5)
    return steps * step_seconds
