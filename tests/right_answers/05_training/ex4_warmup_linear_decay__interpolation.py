# Approach: piecewise-linear interpolation through the corner points (0 or 1 at step 0, 1 at the end
# of warmup, 0 at total_steps), held at 0 afterwards.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0.0
    if step >= warmup_steps:
        return 1.0 - (step - warmup_steps) / (total_steps - warmup_steps)
    return step / warmup_steps
