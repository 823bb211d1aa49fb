# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0" — guards the warmup division with max(1, warmup_steps) and uses step <= warmup_steps, so with warmup_steps=0 step 0 falls in the "warmup" branch and returns 0/1 = 0.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step <= warmup_steps:
        return step / max(1, warmup_steps)               # no division by zero
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
