# Right: explicit branches with a separate no-warmup case and the floor checked first.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0.0
    if warmup_steps > 0 and step < warmup_steps:
        return step / warmup_steps
    return (total_steps - step) / (total_steps - warmup_steps)
