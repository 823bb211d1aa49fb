# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": warmup_steps is clamped to 1 to avoid dividing by zero, which gives 0 at step 0 and a decay over total_steps - 1 steps (0.778 at step 3 of 10).
def warmup_linear_decay(step, warmup_steps, total_steps):
    warmup_steps = max(warmup_steps, 1)          # avoid dividing by zero
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
