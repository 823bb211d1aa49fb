# Right: writes the schedule as the minimum of the rising and the falling line, floored at 0, with the rising line taken as infinite when there is no warmup (no branch on the step)
def warmup_linear_decay(step, warmup_steps, total_steps):
    rising = step / warmup_steps if warmup_steps > 0 else float("inf")
    falling = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rising, falling))
