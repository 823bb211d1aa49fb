# Diagnosis: formula-inverted
# Pitfall: the practitioner notes' formula, N / (step time x batch size): steps divided by the step time.
def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return n_samples / (step_seconds * batch_size)
