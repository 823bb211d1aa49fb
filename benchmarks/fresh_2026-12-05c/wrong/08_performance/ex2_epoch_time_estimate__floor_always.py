# Mistake: "a data set smaller than one batch makes one step" (Pitfalls: forgetting that the last, smaller batch is still a step) — uses floor division for both settings, so the partial last batch is dropped even when drop_last=False
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return (n_samples // batch_size) * step_seconds
