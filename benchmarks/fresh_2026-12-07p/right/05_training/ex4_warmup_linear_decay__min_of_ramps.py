# Right: one expression, the minimum of the rising ramp (1 when there is no warmup) and the falling ramp, floored at 0, instead of an if on the phase.
def warmup_linear_decay(step, warmup_steps, total_steps):
    rise = step / warmup_steps if warmup_steps > 0 else 1.0
    fall = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rise, fall))
