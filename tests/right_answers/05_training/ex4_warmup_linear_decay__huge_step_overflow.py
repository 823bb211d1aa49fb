# Right (fresh batch u, written as wrong for a step of 10**400): plain float division with a floor at 0; the prompt's steps now end at 10 * total_steps.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
