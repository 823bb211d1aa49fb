# Right: computes the piecewise factor with exact rational arithmetic (fractions.Fraction) and converts once, so there is no cancellation for 10**7-step schedules, no division when warmup_steps is 0, and the result is a Python float (int 0 past the end)
from fractions import Fraction


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0
    if step < warmup_steps:
        return float(Fraction(step, warmup_steps))
    return float(Fraction(total_steps - step, total_steps - warmup_steps))
