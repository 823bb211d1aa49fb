# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)" -- it guards the division with warmup = max(1, warmup_steps), which turns "no warmup" into a one-step warmup: step 0 gives 0 and step 3 of 10 gives 7/9.
def warmup_linear_decay(step, warmup_steps, total_steps):
    warmup = max(1, warmup_steps)                 # avoid dividing by zero
    if step < warmup:
        return step / warmup
    return max(0.0, (total_steps - step) / (total_steps - warmup))
