# Mistake: "`warmup_steps` may be 0 (no warmup)" — the min() of both ramps divides by warmup_steps even when it is 0 (ZeroDivisionError)
def warmup_linear_decay(step, warmup_steps, total_steps):
    up = step / warmup_steps
    down = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(up, down))
