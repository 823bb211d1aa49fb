# Mistake: "during warmup (`step < warmup_steps`): rises linearly, `step / warmup_steps` (0 at step 0)" — uses (step + 1) / warmup_steps so the first step already trains (as some recipes do): 1/warmup at step 0, and 1 one step early
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return (step + 1) / warmup_steps
    return max(0.0, (total_steps - step) / (total_steps - warmup_steps))
