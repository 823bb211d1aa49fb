# Mistake: "`warmup_steps` may be 0 (no warmup): the factor is then 1 at step 0": the warmup branch tests step <= warmup_steps, so with warmup_steps=0 step 0 computes 0 / 0 and raises ZeroDivisionError.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step <= warmup_steps:
        return step / warmup_steps
    return max(0.0, 1.0 - (step - warmup_steps) / (total_steps - warmup_steps))
