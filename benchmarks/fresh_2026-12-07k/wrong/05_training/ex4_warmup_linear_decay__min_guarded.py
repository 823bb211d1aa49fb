# Mistake: "warmup_steps may be 0 (no warmup): the factor is then 1 at step 0 and decays from there": the triangle min(step / max(1, warmup), decay) guards the division but, with warmup_steps = 0, returns min(step, ...) = 0 at step 0 (the first step trains with a learning rate of 0)
def warmup_linear_decay(step, warmup_steps, total_steps):
    rise = step / max(1, warmup_steps)
    fall = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(rise, fall))
