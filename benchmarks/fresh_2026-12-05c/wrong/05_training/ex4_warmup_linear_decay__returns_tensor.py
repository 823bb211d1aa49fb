# Mistake: "returning that factor, a Python number" — computes with tensors and returns a 0-d tensor
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(float(step))
    if step < warmup_steps:
        return s / warmup_steps
    return torch.clamp((total_steps - s) / (total_steps - warmup_steps), min=0.0)
