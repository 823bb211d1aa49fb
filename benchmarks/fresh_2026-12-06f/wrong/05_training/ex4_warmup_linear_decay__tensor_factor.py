# Mistake: "returning that factor, a Python number" — computes with torch ops (clamp) and returns a 0-d float32 tensor; LambdaLR then turns the learning rate into a tensor, and the value is rounded to float32.
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(float(step))
    if step < warmup_steps:
        return s / warmup_steps
    return torch.clamp((total_steps - s) / (total_steps - warmup_steps), min=0.0)
