# Right: the min of the two ramps with the warmup ramp replaced by 1 when there is no warmup, clamped at 0; float arithmetic throughout
def warmup_linear_decay(step, warmup_steps, total_steps):
    rise = float(step) / warmup_steps if warmup_steps > 0 else 1.0
    fall = float(total_steps - step) / float(total_steps - warmup_steps)
    return max(0.0, min(rise, fall))
