# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": `warmup_steps = warmup_steps or 1` turns no warmup into a one-step warmup, so step 0 gives 0 and the decay runs from step 1 (step 3 of 10 gives 7/9 = 0.78, not 0.7)
def warmup_linear_decay(step, warmup_steps, total_steps):
    warmup_steps = warmup_steps or 1            # avoid dividing by zero
    if step < warmup_steps:
        return step / warmup_steps
    remaining = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, remaining)
