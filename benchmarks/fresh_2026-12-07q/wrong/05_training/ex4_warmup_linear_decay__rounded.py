# Mistake: "returning that factor, a Python number" compared "within a relative 1e-6" -- the factor is rounded to 6 decimals to avoid float noise, so small factors late in a long decay (e.g. step 10**7 - 1 of a 10**7-step decay: 1e-7) come back as 0.0.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if warmup_steps and step < warmup_steps:
        factor = step / warmup_steps
    else:
        factor = (total_steps - step) / (total_steps - warmup_steps)
    return round(max(0.0, factor), 6)
