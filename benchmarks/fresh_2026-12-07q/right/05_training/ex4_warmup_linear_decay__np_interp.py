# Right: one np.interp through the points (0, 0), (warmup, 1), (total, 0), which clamps to 0 past total_steps and, with warmup 0, gives 1 at step 0; converted to a Python float.
import numpy as np


def warmup_linear_decay(step, warmup_steps, total_steps):
    return float(np.interp(step, [0, warmup_steps, total_steps], [0.0, 1.0, 0.0]))
