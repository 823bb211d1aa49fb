# Right: np.interp over the knots (0, 0), (warmup, 1), (total, 0) in float64; it holds the last value (0) past total_steps, and with warmup 0 the duplicate knot at 0 gives 1 at step 0; float() makes it a Python float.
import numpy as np

def warmup_linear_decay(step, warmup_steps, total_steps):
    return float(np.interp(step, [0, warmup_steps, total_steps], [0.0, 1.0, 0.0]))
