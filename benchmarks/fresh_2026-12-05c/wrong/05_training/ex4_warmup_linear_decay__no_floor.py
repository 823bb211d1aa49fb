# Mistake: "never negative: 0 from `total_steps` on" — past total_steps the factor goes negative
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return (total_steps - step) / (total_steps - warmup_steps)
