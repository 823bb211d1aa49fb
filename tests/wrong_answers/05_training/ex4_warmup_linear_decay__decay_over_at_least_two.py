# Diagnosis: wrong-schedule
# Pitfall: max(2, total_steps - warmup_steps) "to be safe": a decay of a single step falls only halfway.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / max(2, total_steps - warmup_steps))
