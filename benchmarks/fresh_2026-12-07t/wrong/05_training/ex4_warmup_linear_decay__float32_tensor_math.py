# Mistake: "returning that factor, a Python number" / "the result a Python `float` or `int`": the schedule is computed with torch ops and returns a 0-d float32 tensor, not a Python number (its value also rounded to float32).
def warmup_linear_decay(step, warmup_steps, total_steps):
    step_t = torch.tensor(float(step))
    if step < warmup_steps:
        return step_t / warmup_steps
    return torch.clamp((total_steps - step_t) / (total_steps - warmup_steps), min=0.0)
