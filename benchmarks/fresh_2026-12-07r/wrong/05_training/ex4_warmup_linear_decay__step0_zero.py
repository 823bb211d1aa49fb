# Mistake: "the factor is then 1 at step 0" (with warmup_steps = 0) — returns 0 at step 0 unconditionally ("no learning at the first step"), which is right only when there is a warmup.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step == 0 or step >= total_steps:
        return 0.0
    if step < warmup_steps:
        return step / warmup_steps
    return (total_steps - step) / (total_steps - warmup_steps)
