# Mistake: "during warmup (`step < warmup_steps`)" and "`warmup_steps` may be 0": the warmup branch uses step <= warmup_steps, harmless when warmup_steps > 0 (it gives 1 at the peak) but with warmup_steps=0 step 0 takes it and divides 0 by 0 (ZeroDivisionError).
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step <= warmup_steps:
        return step / warmup_steps
    if step >= total_steps:
        return 0.0
    return (total_steps - step) / (total_steps - warmup_steps)
