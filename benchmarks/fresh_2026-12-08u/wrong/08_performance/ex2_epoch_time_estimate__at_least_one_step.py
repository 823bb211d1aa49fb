# Mistake: "an empty one (`n_samples=0`) makes none" — clamps the step count to at least one (generalising "a non-empty data set smaller than one batch makes one step"), so n_samples=0 with drop_last=False returns step_seconds instead of 0.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if drop_last:
        steps = n_samples // batch_size
    else:
        steps = max(1, math.ceil(n_samples / batch_size))
    return steps * step_seconds
