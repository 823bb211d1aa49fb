# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0 ... dividing by warmup_steps when it is 0" — computes step / warmup_steps unconditionally inside a min().
def warmup_linear_decay(step, warmup_steps, total_steps):
    up = step / warmup_steps
    down = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(up, down))
