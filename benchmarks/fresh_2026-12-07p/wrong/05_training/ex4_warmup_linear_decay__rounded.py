# Mistake: "falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps`" (compared within a relative 1e-6): rounding to 6 decimals "for clean learning rates" flattens the long schedules: with a decay of 10**7 steps the factor near the end (e.g. 3e-7) becomes 0.0, and during a 10**6-step warmup 1.5e-6 becomes 2e-6.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        factor = step / warmup_steps
    else:
        factor = max(0.0, (total_steps - step) / (total_steps - warmup_steps))
    return round(factor, 6)
