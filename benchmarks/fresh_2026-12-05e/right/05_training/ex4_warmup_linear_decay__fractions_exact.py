# Right: exact rational arithmetic with fractions.Fraction for every branch, converted to a Python float at the end (no rounding before the final conversion)
from fractions import Fraction


def warmup_linear_decay(step, warmup_steps, total_steps):
    step, warmup_steps, total_steps = int(step), int(warmup_steps), int(total_steps)
    if step >= total_steps:
        return 0.0
    if step < warmup_steps:
        return float(Fraction(step, warmup_steps))
    return float(Fraction(total_steps - step, total_steps - warmup_steps))
