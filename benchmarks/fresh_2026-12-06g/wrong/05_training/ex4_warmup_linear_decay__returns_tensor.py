# Mistake: "Write warmup_linear_decay(step, warmup_steps, total_steps) returning that factor, a Python number" — computes with torch and clamps, returning a 0-d float32 tensor (LambdaLR then stores tensor learning rates in the param groups)
def warmup_linear_decay(step, warmup_steps, total_steps):
    step = torch.tensor(float(step))
    if warmup_steps > 0 and step < warmup_steps:
        return step / warmup_steps
    return torch.clamp((total_steps - step) / (total_steps - warmup_steps), min=0.0)
