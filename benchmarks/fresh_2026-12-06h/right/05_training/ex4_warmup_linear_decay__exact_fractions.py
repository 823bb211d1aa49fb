# Right: exact rational arithmetic with fractions.Fraction, the two ramps combined as min(rise, fall) clamped at 0 (the rise is infinite without warmup), converted to float only at the end.
from fractions import Fraction


def warmup_linear_decay(step, warmup_steps, total_steps):
    fall = Fraction(total_steps - step, total_steps - warmup_steps)
    factor = fall if warmup_steps == 0 else min(Fraction(step, warmup_steps), fall)
    return float(max(factor, Fraction(0)))
