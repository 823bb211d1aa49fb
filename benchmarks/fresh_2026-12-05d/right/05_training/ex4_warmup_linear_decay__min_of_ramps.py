# Right: the factor is the minimum of the rising ramp (absent when warmup is 0) and the falling ramp (total - step) / (total - warmup), floored at 0: before warmup ends the falling ramp is >= 1, after it the rising one is; exact fractions avoid any rounding before the final float().
from fractions import Fraction


def warmup_linear_decay(step, warmup_steps, total_steps):
    falling = Fraction(total_steps - step, total_steps - warmup_steps)
    rising = Fraction(step, warmup_steps) if warmup_steps > 0 else Fraction(1)
    return float(max(Fraction(0), min(rising, falling)))
