# Right: one expression, the floor at 0 of the smaller of the warmup ramp (1 when there is no warmup) and the decay ramp.
def warmup_linear_decay(step, warmup_steps, total_steps):
    rise = step / warmup_steps if warmup_steps > 0 else 1.0
    fall = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rise, fall))
