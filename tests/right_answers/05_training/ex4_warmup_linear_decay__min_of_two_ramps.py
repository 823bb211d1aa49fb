# Approach: the minimum of a rising and a falling ramp, clamped at 0; no warmup means the rise is 1.
def warmup_linear_decay(step, warmup_steps, total_steps):
    rise = step / warmup_steps if warmup_steps > 0 else 1.0
    fall = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rise, fall))
