# Right: piecewise-linear interpolation with numpy.interp through (0, 0), (warmup, 1), (total, 0), clamped to 0 past the end, returned as a Python float.
import numpy as np


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return float(np.interp(step, [warmup_steps, total_steps], [1.0, 0.0]))
