# Mistake: "an empty one (`n_samples=0`) makes none" — validates its arguments and raises ValueError for n_samples=0, which the prompt allows (the answer is 0 seconds).
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    if n_samples <= 0 or batch_size <= 0 or step_seconds <= 0:
        raise ValueError("n_samples, batch_size and step_seconds must be positive")
    full, rest = divmod(n_samples, batch_size)
    steps = full + (1 if rest and not drop_last else 0)
    return steps * step_seconds
