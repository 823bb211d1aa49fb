# Mistake: "returning the estimated seconds for one epoch" — truncates the result to whole seconds with int(), so step_seconds=0.25 and 3 steps gives 0 instead of 0.75
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else -(-n_samples // batch_size)
    return int(steps * step_seconds)
