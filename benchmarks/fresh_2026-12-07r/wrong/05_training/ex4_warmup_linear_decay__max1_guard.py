# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)" — guards the division with warmup_steps = max(warmup_steps, 1), which turns no warmup into one step of warmup: 0 at step 0 and 7/9 at step 3 of 10.
def warmup_linear_decay(step, warmup_steps, total_steps):
    warmup_steps = max(warmup_steps, 1)
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
