# Mistake: "rises linearly, `step / warmup_steps`" — integer division gives 0 for the whole warmup (and 0 for most of the decay)
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step // warmup_steps
    return max(0, (total_steps - step) // (total_steps - warmup_steps))
