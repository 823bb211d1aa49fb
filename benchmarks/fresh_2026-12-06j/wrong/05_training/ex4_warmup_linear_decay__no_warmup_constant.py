# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": with no warmup it returns a constant 1.0, so there is no decay at all (1.0 at step 3 of 10, and still 1.0 past total_steps).
def warmup_linear_decay(step, warmup_steps, total_steps):
    if warmup_steps == 0:
        return 1.0                                 # no warmup: the base learning rate as is
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
