# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0" -- the warmup branch covers step <= warmup_steps and returns 0.0 when warmup_steps is 0 (to dodge the division), so with no warmup step 0 gets factor 0 and the first step is wasted.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step <= warmup_steps:
        return step / warmup_steps if warmup_steps else 0.0
    if step >= total_steps:
        return 0.0
    return (total_steps - step) / (total_steps - warmup_steps)
