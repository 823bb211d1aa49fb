# Mistake: "Write `warmup_linear_decay(step, warmup_steps, total_steps)` returning that factor, a Python number" — computes in float64 with torch.clamp for the floor but returns the 0-d tensor itself, not a Python float.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        value = torch.tensor(step / warmup_steps, dtype=torch.float64)
    else:
        value = torch.tensor((total_steps - step) / (total_steps - warmup_steps), dtype=torch.float64)
    return torch.clamp(value, min=0.0)
