# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0": the warmup branch uses `step <= warmup_steps` with a `max(1, warmup_steps)` guard against division by zero, so with warmup_steps=0 step 0 falls into the warmup branch and returns 0/1 = 0 instead of 1
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step <= warmup_steps:
        return step / max(1, warmup_steps)
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
