# Mistake: "returning that factor, a Python number" (a Python `float` or `int`) — builds the factor with torch.clamp / torch.where and returns a 0-d tensor
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(float(step))
    warm = s / warmup_steps if warmup_steps > 0 else torch.tensor(1.0)
    decay = (total_steps - s) / (total_steps - warmup_steps)
    return torch.where(s < warmup_steps, warm, decay).clamp(min=0.0)
