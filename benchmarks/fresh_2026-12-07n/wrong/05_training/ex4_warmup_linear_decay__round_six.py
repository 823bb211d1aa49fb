# Mistake: "returning that factor, a Python number ... compared with the reference within a relative 1e-6": rounding to 6 decimals to keep learning rates tidy destroys small factors, e.g. at step total_steps - 1 of a 10**7-step decay the factor 1e-7 comes back as 0.0 (and 1.5e-6 near the end of a 10**6 decay as 2e-6)
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        value = step / warmup_steps
    else:
        value = 1.0 - (step - warmup_steps) / (total_steps - warmup_steps)
    return round(max(value, 0.0), 6)
