# Mistake: "the result a Python `float` or `int`, compared with the reference within a relative 1e-6" — the factor is rounded to 6 decimals ("a learning-rate factor needs no more"), an absolute precision, not a relative one: near the end of a long decay (1000 or 10**7 steps) the small factors lose their relative accuracy, and on a 10**7-step decay the last ones (1e-7, 2e-7, ...) come back as 0.0.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if warmup_steps and step < warmup_steps:
        factor = step / warmup_steps
    else:
        factor = (total_steps - step) / (total_steps - warmup_steps)
    return round(min(1.0, max(0.0, factor)), 6)
