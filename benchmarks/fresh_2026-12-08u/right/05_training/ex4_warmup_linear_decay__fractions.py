# Right: computes exactly with fractions.Fraction and returns float() of the result (integer steps give exact ratios, then one rounding).
from fractions import Fraction

def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        value = Fraction(step, warmup_steps)
    elif step >= total_steps:
        value = Fraction(0)
    else:
        value = Fraction(total_steps - step, total_steps - warmup_steps)
    return float(value)
