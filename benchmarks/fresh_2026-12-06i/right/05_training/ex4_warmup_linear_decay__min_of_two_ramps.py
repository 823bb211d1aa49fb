# Right: the schedule as the minimum of the rising ramp and the falling ramp, floored at 0 (the rising ramp is infinite when there is no warmup).
def warmup_linear_decay(step, warmup_steps, total_steps):
    rising = step / warmup_steps if warmup_steps > 0 else float("inf")
    falling = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rising, falling))
