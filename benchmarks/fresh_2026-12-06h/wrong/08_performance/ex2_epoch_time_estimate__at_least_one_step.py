# Mistake: "an empty one (`n_samples=0`) makes none" — guards with `max(1, ...)` so that "a data set smaller than one batch makes one step", which also gives one step for an empty data set (and for a small one with drop_last=True).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    steps = n_samples // batch_size if drop_last else -(-n_samples // batch_size)
    return max(1, steps) * step_seconds
