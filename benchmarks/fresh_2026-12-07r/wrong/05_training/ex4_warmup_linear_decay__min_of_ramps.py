# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0" — the compact min of the two ramps with max(1, warmup_steps) gives min(0, 1) = 0 at step 0 when there is no warmup.
def warmup_linear_decay(step, warmup_steps, total_steps):
    up = step / max(1, warmup_steps)
    down = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(up, down, 1.0))
