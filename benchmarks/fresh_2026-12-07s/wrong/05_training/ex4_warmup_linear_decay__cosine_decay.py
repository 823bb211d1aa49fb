# Mistake: "after warmup: falls linearly from 1 at `step == warmup_steps` to 0 at `step == total_steps`": decays along a half cosine, which matches the line only at the two ends and the midpoint (0.5), e.g. 0.854 instead of 0.75 a quarter of the way.
import math


def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    if step >= total_steps:
        return 0.0
    progress = (step - warmup_steps) / (total_steps - warmup_steps)
    return 0.5 * (1.0 + math.cos(math.pi * progress))
