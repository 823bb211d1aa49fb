# Right: handles the end first (0 from total_steps on, as an int), then warmup, then the decay as remaining/decay-length with float() conversions
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0
    if step < warmup_steps:
        return float(step) / float(warmup_steps)
    return float(total_steps - step) / float(total_steps - warmup_steps)
