# Mistake: "step: any integer >= 0 ... at total_steps and past it" / "0 from total_steps on": past the end the factor is max(0.0, (total_steps - step) / (total_steps - warmup_steps)), and for a step far past the end (e.g. 10**400) the integer division overflows a float and raises OverflowError instead of returning 0.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
