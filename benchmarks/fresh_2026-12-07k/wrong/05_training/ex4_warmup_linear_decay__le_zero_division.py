# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0": the warmup branch uses step <= warmup_steps (so that it ends exactly at 1), which with warmup_steps = 0 takes step 0 into it and divides 0 by 0 (ZeroDivisionError)
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step <= warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
