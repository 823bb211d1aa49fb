# Mistake: "the number of steps a DataLoader with that batch_size and drop_last makes over n_samples examples, times step_seconds" (Pitfalls: the formula n_samples / (step_seconds * batch_size)) — divides by step_seconds instead of multiplying
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return n_samples / (step_seconds * batch_size)
