# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0" — guarding the division with max(1, warmup_steps) turns "no warmup" into a one-step warmup, so step 0 gives 0 (a first step that trains nothing) instead of 1
def warmup_linear_decay(step, warmup_steps, total_steps):
    warm = max(1, warmup_steps)
    if step < warm:
        return step / warm
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
