# Mistake: "never negative: 0 from total_steps on": the special case for warmup_steps == 0 returns 1 - step / total_steps without the floor, so with no warmup the factor goes negative past total_steps (-0.5 at step 15 of 10)
def warmup_linear_decay(step, warmup_steps, total_steps):
    if warmup_steps == 0:
        return 1.0 - step / total_steps
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
