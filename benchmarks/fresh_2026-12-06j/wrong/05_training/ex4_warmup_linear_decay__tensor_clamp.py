# Mistake: "returning that factor, a Python number ... the result a Python float or int": the floor at 0 is done with torch.clamp on a tensor, so the function returns a 0-d float32 tensor (not a Python number, and rounded to float32).
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    decay = (total_steps - step) / (total_steps - warmup_steps)
    return torch.clamp(torch.tensor(decay), min=0.0)
