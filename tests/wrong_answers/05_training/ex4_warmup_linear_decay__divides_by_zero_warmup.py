# Diagnosis: zero-warmup
# Pitfall: the minimum of the two ramps divides by warmup_steps even when there is no warmup.
def warmup_linear_decay(step, warmup_steps, total_steps):
    rise = step / warmup_steps
    fall = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rise, fall))
