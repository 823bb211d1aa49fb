# Mistake: "rises linearly, step / warmup_steps ... falls linearly from 1 ... to 0" — rounds the factor to two decimals, so the schedule moves in steps (e.g. 1/3 becomes 0.33).
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        f = step / warmup_steps
    else:
        f = 1 - (step - warmup_steps) / (total_steps - warmup_steps)
    return round(max(f, 0.0), 2)
