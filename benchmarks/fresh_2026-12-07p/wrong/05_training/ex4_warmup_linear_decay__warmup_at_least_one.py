# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": guarding the division with max(warmup_steps, 1) turns "no warmup" into one warmup step, so step 0 gives 0 and step 3 of 10 gives 7/9.
def warmup_linear_decay(step, warmup_steps, total_steps):
    warmup = max(warmup_steps, 1)          # never divide by zero
    if step < warmup:
        return step / warmup
    return max(0.0, (total_steps - step) / (total_steps - warmup))
