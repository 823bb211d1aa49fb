# Mistake: "returning that factor, a Python number" — computes with torch.clamp on a tensor and returns the 0-d tensor.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        value = torch.tensor(step / warmup_steps)
    else:
        value = torch.tensor((total_steps - step) / (total_steps - warmup_steps))
    return torch.clamp(value, 0.0, 1.0)
