# Mistake: "rises linearly, `step / warmup_steps`" — integer floor division (step // warmup_steps) in the warmup branch, so the factor stays 0 for the whole warmup and jumps to 1
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step // warmup_steps
    return max(0, (total_steps - step) / (total_steps - warmup_steps))
