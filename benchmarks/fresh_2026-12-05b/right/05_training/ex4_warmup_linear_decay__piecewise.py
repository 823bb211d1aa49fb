# Right: explicit piecewise branches (warmup only when step < warmup_steps, so warmup_steps = 0 never divides), floored at 0.0.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    if step >= total_steps:
        return 0.0
    return (total_steps - step) / (total_steps - warmup_steps)
