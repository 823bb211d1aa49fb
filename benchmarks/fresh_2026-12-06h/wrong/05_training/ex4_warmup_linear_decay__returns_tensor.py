# Mistake: "returning that factor, a Python number" — the factor is built with torch.clamp on a float64 tensor and returned as a 0-d tensor (no .item()): the value is right, but LambdaLR then stores a tensor as the learning rate and the caller gets a Tensor, not a float or int.
def warmup_linear_decay(step, warmup_steps, total_steps):
    step_t = torch.tensor(step, dtype=torch.float64)
    if step < warmup_steps:
        return step_t / warmup_steps
    return torch.clamp((total_steps - step_t) / (total_steps - warmup_steps), min=0.0)
