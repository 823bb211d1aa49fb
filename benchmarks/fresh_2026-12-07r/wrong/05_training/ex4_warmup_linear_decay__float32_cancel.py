# Mistake: "the result ... compared with the reference within a relative 1e-6" — computes 1 - progress in float32, so near the end of a long decay (step total_steps - 1 of a 10**7-step decay) the factor 1e-7 comes out as 0 or 1.19e-7.
import numpy as np


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return float(np.float32(step) / np.float32(warmup_steps))
    progress = np.float32(step - warmup_steps) / np.float32(total_steps - warmup_steps)
    return float(max(np.float32(0.0), np.float32(1.0) - progress))
