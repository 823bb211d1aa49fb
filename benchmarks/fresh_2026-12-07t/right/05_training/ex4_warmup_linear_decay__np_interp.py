# Right: piecewise-linear interpolation with np.interp through (0, 0), (warmup_steps, 1), (total_steps, 0), flat 0 past the end (with warmup_steps=0 np.interp returns the right-hand value 1 at step 0), converted to a Python float.
import numpy as np
def warmup_linear_decay(step, warmup_steps, total_steps):
    return float(np.interp(step, [0, warmup_steps, total_steps], [0.0, 1.0, 0.0], right=0.0))
