# Right: piecewise-linear interpolation through the schedule's corner points with np.interp (0 beyond the last point), converted to a Python float.
import numpy as np


def warmup_linear_decay(step, warmup_steps, total_steps):
    if warmup_steps == 0:
        xs, ys = [0, total_steps], [1.0, 0.0]
    else:
        xs, ys = [0, warmup_steps, total_steps], [0.0, 1.0, 0.0]
    return float(np.interp(step, xs, ys, left=ys[0], right=0.0))
