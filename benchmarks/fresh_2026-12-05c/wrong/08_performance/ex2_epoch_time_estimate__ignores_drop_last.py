# Mistake: "or none with drop_last=True" (Pitfalls: ignoring drop_last) — always rounds up, so drop_last=True still counts the partial batch
import math

def epoch_time_estimate(n_samples, batch_size, step_seconds, drop_last=False):
    return math.ceil(n_samples / batch_size) * step_seconds
