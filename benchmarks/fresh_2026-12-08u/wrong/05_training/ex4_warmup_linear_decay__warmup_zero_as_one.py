# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0": a zero warmup is replaced by one warmup step to avoid dividing by zero, so warmup_linear_decay(0, 0, 10) is 0 (and the decay runs from step 1).
def warmup_linear_decay(step, warmup_steps, total_steps):
    warmup_steps = max(warmup_steps, 1)
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
