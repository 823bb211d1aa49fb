# Mistake: "falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps`" — the decay is spread over total_steps - warmup_steps - 1 steps so that the "last step" (total_steps - 1) gets 0: every decay value is off, and a decay of a single step divides by zero.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    last = total_steps - 1
    return max(0.0, (last - step) / (last - warmup_steps))
