# Right: exact arithmetic with fractions.Fraction, converted to float at the end, with the zero region tested first.
from fractions import Fraction


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0.0
    if step < warmup_steps:
        return float(Fraction(step, warmup_steps))
    return float(Fraction(total_steps - step, total_steps - warmup_steps))
