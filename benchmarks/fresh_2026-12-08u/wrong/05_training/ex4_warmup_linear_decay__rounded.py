# Mistake: the result "compared with the reference within a relative 1e-6": the factor is rounded to 6 decimals for a tidy learning rate, so small factors near the end of a long decay (e.g. 1e-7 at step total_steps - 1 of a 10**7-step decay) become 0 and others lose their relative precision.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        factor = step / warmup_steps
    else:
        factor = max(0.0, (total_steps - step) / (total_steps - warmup_steps))
    return round(factor, 6)
