# Right: takes the minimum of the two straight lines (the warmup ramp, or 1.0 without warmup, and the decay line, which is above 1 throughout warmup) and floors it at 0, with no explicit branch on the phase.
def warmup_linear_decay(step, warmup_steps, total_steps):
    ramp = step / warmup_steps if warmup_steps > 0 else 1.0
    decay = (total_steps - step) / (total_steps - warmup_steps)
    return max(0.0, min(ramp, decay))
