# Mistake: "returning that factor, a Python number" with "a decay of ... `10**7` steps", "compared ... within a relative 1e-6": computes in a float32 tensor and returns .item() of 1 - fraction, so near the end of a 10**7-step decay (step total_steps - 1: factor 1e-7) the cancellation leaves a large relative error.
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(step, dtype=torch.float32)
    if step < warmup_steps:
        return (s / warmup_steps).item()
    frac = (s - warmup_steps) / (total_steps - warmup_steps)
    return torch.clamp(1 - frac, min=0.0).item()
