# Mistake: "compared with the reference within a relative 1e-6" (decays of up to 10**7 steps) — computes 1 - progress in NumPy float32: near the end of a long decay (step total - 1 of 10**7) the cancellation leaves no correct digit, and the result is a numpy.float32, not a Python number
import numpy as np

def warmup_linear_decay(step, warmup_steps, total_steps):
    step, w, t = np.float32(step), np.float32(warmup_steps), np.float32(total_steps)
    if step < w:
        return step / w
    return max(np.float32(0), np.float32(1) - (step - w) / (t - w))
