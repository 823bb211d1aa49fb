# Right: explicit three-piece definition with integer comparisons first (no division by warmup_steps when it is 0, floor at 0 from total_steps on), float division only for the active piece; returns a Python float.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0.0
    if step < warmup_steps:
        return float(step) / float(warmup_steps)
    return float(total_steps - step) / float(total_steps - warmup_steps)
