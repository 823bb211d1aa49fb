# Mistake: "falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps`" — the decay reaches 0 at total_steps - 1 (and a one-step decay divides by zero)
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - 1 - step) / (total_steps - 1 - warmup_steps))
