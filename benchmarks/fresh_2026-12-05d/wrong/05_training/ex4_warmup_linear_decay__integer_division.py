# Mistake: "after warmup: falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps`" — the decay uses floor division (//) to "keep an integer step count", so the factor is 1 at the end of warmup and jumps straight to 0 on the next step instead of falling linearly.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    remaining = max(total_steps - step, 0)
    return remaining // (total_steps - warmup_steps)
