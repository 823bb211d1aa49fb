# Diagnosis: no-floor
# Pitfall: no floor at zero: past total_steps the learning rate turns negative.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return (total_steps - step) / max(1, total_steps - warmup_steps)
