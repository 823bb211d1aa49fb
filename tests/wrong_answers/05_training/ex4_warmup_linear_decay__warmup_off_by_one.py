# Diagnosis: wrong-warmup
# Pitfall: (step + 1) / warmup_steps: the first step already uses a fraction of the peak.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return (step + 1) / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
