# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": the special case returns 1.0 for every step when there is no warmup, so it never decays (and is not 0 from total_steps on).
def warmup_linear_decay(step, warmup_steps, total_steps):
    if warmup_steps == 0:
        return 1.0                         # no warmup: full learning rate
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
