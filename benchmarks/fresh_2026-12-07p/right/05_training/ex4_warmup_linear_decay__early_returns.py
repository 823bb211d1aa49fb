# Right: returns early past the end (0.0) and during warmup, then computes the decay as 1 minus the fraction of the decay done.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step >= total_steps:
        return 0.0
    if step < warmup_steps:
        return step / warmup_steps
    done = (step - warmup_steps) / (total_steps - warmup_steps)
    return 1.0 - done
