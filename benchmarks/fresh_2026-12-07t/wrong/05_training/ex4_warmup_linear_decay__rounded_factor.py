# Mistake: "the result ... compared with the reference within a relative 1e-6" of "falls linearly from 1 at step == warmup_steps to 0 at step == total_steps": the factor is rounded to 6 decimals, so near the end of a long decay (e.g. step total_steps - 1 of a 10**7-step decay, factor 1e-7) it comes back 0.0 and small factors lose their relative precision.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        factor = step / warmup_steps
    else:
        factor = 1.0 - (step - warmup_steps) / (total_steps - warmup_steps)
    return round(max(0.0, factor), 6)            # avoid 0.30000000000000004 in the logs
