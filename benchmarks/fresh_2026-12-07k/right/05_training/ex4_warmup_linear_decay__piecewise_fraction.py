# Right: checks the end first, then warmup, and computes the decay as 1 minus the fraction of the decay done, with exact fractions turned into a float at the end
from fractions import Fraction


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0.0
    if step < warmup_steps:
        return float(Fraction(step, warmup_steps))
    done = Fraction(step - warmup_steps, total_steps - warmup_steps)
    return float(1 - done)
