# Right: piecewise-linear interpolation with numpy.interp through the breakpoints (0, 0), (warmup, 1), (total, 0) (just (0, 1), (total, 0) without warmup); interp holds the last value (0) past total_steps, and the result is converted to a Python float.
def warmup_linear_decay(step, warmup_steps, total_steps):
    import numpy as np

    if warmup_steps > 0:
        xp, fp = [0, warmup_steps, total_steps], [0.0, 1.0, 0.0]
    else:
        xp, fp = [0, total_steps], [1.0, 0.0]
    return float(np.interp(step, xp, fp))
