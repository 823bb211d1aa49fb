# Right: one expression: min of the warmup ramp (1.0 when there is no warmup) and the decay line, clamped at 0 with max.
def warmup_linear_decay(step, warmup_steps, total_steps):
    ramp = step / warmup_steps if warmup_steps > 0 else 1.0
    decay = (total_steps - step) / (total_steps - warmup_steps)
    return float(max(0.0, min(ramp, decay, 1.0)))
