# Mistake: "after warmup: falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps`" — decays by (step - warmup) / total_steps, so it reaches only warmup/total at total_steps and then drops to 0 (right only when warmup_steps is 0)
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    if step >= total_steps:
        return 0.0
    return 1.0 - (step - warmup_steps) / total_steps
