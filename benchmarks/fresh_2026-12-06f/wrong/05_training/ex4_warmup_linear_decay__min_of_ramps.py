# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0" — a compact min of the two ramps with max(1, warmup_steps) to avoid dividing by zero; with warmup_steps == 0 the warmup ramp is step / 1 = 0 at step 0, so the first step gets factor 0 instead of 1.
def warmup_linear_decay(step, warmup_steps, total_steps):
    up = step / max(1, warmup_steps)
    down = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(up, down))
