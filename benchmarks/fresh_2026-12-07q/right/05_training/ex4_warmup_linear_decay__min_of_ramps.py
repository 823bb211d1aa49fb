# Right: the minimum of the rising ramp (infinite when there is no warmup) and the falling ramp, floored at 0.
import math


def warmup_linear_decay(step, warmup_steps, total_steps):
    rising = step / warmup_steps if warmup_steps > 0 else math.inf
    falling = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rising, falling))
