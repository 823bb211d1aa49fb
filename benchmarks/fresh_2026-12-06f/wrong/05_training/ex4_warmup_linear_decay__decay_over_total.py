# Mistake: "after warmup: falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps`" — decays by (step - warmup) / total_steps, which matches the prompt's example (0.7 at step 3 of 10 with no warmup) but with a warmup does not reach 0 at total_steps and then drops to 0 abruptly.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    if step >= total_steps:
        return 0.0
    return 1.0 - (step - warmup_steps) / total_steps
