# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0": takes the minimum of the two ramps and guards the division with max(1, warmup_steps), so with no warmup the factor at step 0 is 0/1 = 0.
def warmup_linear_decay(step, warmup_steps, total_steps):
    rise = step / max(1, warmup_steps)
    fall = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rise, fall))
