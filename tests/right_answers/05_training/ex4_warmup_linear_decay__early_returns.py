# Approach: the end first (an int 0 from total_steps on, which the prompt allows: a Python float or int), then warmup, then the decay (batch n, refused unseen).
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0
    if step < warmup_steps:
        return float(step) / float(warmup_steps)
    return float(total_steps - step) / float(total_steps - warmup_steps)
