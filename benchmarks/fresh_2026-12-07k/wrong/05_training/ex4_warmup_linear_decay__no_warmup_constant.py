# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0 and decays from there (0.7 at step 3 of 10)": with no warmup the schedule is switched off and the factor stays 1 (1 at step 3 of 10, and past total_steps)
def warmup_linear_decay(step, warmup_steps, total_steps):
    if not warmup_steps:
        return 1.0                       # no warmup asked for: constant learning rate
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, 1.0 - (step - warmup_steps) / (total_steps - warmup_steps))
