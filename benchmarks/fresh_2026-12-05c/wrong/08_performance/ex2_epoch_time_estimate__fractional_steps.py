# Mistake: "the number of steps a DataLoader ... makes" (Pitfalls: a fractional number of steps) — uses n_samples / batch_size steps, a fraction whenever batch_size does not divide n_samples
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return n_samples / batch_size * step_seconds
