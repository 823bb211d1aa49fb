# Right: the factor as the minimum of the rising and falling ramps, floored at 0 with max(), with warmup_steps == 0 handled by making the rising ramp infinite.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:            # also keeps huge steps out of float division
        return 0.0
    rising = step / warmup_steps if warmup_steps > 0 else math.inf
    falling = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rising, falling))
