# Mistake: "falls linearly from 1 at step == warmup_steps to 0 at step == total_steps" — read as "0 at the last step" (total_steps - 1, the last index of range(total_steps)): every decay value is too small, and a decay of a single step divides by zero
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    last = total_steps - 1
    return max(0.0, 1.0 - (step - warmup_steps) / (last - warmup_steps))
