# Mistake: "the result ... compared with the reference within a relative 1e-6": rounding to 6 decimals (to hide float noise such as 0.30000000000000004) wipes out small factors: any factor below 5e-7 comes back as 0.0 (e.g. 1e-7 at step total_steps - 1 of a 10**7-step decay), and factors near 1e-6 are off by tens of percent.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        factor = step / warmup_steps
    else:
        factor = max(0.0, (total_steps - step) / (total_steps - warmup_steps))
    return round(factor, 6)
