# Mistake: "the number of steps a `DataLoader` ... makes" -- adds a small epsilon before ceil "to be safe", so exact multiples get an extra step once the ratio is an integer (n_samples / batch_size + 1e-9 rounds up).
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    ratio = n_samples / batch_size
    steps = math.floor(ratio) if drop_last else math.ceil(ratio + 1e-9)
    return float(steps * step_seconds)
