# Diagnosis: decay-from-zero
# Pitfall: the decay is measured from step 0, so the peak is never reached after warmup.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, 1 - step / total_steps)
