# Right: three explicit pieces: warmup ramp (only reached when warmup_steps > 0), linear decay from warmup_steps to total_steps, and 0 from total_steps on
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    if step >= total_steps:
        return 0.0
    return (total_steps - step) / (total_steps - warmup_steps)
