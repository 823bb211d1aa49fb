# Mistake: "Write `warmup_linear_decay(...)` returning that factor, a Python number" (the must-handle list: "the result a Python `float` or `int`") -- the floor is done with torch.clamp on a tensor and the 0-d float32 tensor is returned as is, not a Python number.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        factor = torch.tensor(step / warmup_steps)
    else:
        factor = torch.tensor((total_steps - step) / (total_steps - warmup_steps))
    return torch.clamp(factor, min=0.0)
