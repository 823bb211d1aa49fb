# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": treats warmup_steps=0 as 1 to avoid dividing by zero, so step 0 gives 0 instead of 1 and step 3 of 10 gives 7/9 instead of 0.7.
def warmup_linear_decay(step, warmup_steps, total_steps):
    warmup_steps = max(warmup_steps, 1)          # no division by zero
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
