# Mistake: "after warmup: falls linearly from 1 at `step == warmup_steps`" — decays as 1 - step / total_steps from step 0, so the peak 1 is never reached after warmup
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, 1.0 - step / total_steps)
