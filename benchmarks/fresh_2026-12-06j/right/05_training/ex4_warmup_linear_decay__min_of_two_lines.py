# Right: writes the schedule as the minimum of the rising and falling lines, floored at 0, with the warmup line only when warmup_steps > 0 (equivalent to the branches of the obvious solution).
def warmup_linear_decay(step, warmup_steps, total_steps):
    falling = (total_steps - step) / (total_steps - warmup_steps)
    rising = step / warmup_steps if warmup_steps > 0 else 1.0
    return max(0.0, min(rising, falling, 1.0))
