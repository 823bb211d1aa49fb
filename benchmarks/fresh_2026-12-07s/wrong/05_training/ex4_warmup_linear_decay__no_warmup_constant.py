# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": treats warmup_steps=0 as a special case that returns 1 forever.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if warmup_steps == 0:
        return 1.0
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
