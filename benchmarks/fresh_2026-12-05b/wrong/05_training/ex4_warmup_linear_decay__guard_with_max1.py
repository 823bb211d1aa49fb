# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0" — guards the division with max(1, warmup_steps), which makes step 0 a warmup step with factor 0.
def warmup_linear_decay(step, warmup_steps, total_steps):
    warm = max(1, warmup_steps)
    if step < warm:
        return step / warm
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
