# Mistake: "the result a Python `float` or `int`, compared with the reference within a relative 1e-6" — computes with torch tensors (for torch.clamp), whose true division gives float32, so near the end of a long decay (e.g. step total-1 with a decay of 10**7 steps, factor 1e-7) 1 - 0.9999999 in float32 is off by about 20 %.
def warmup_linear_decay(step, warmup_steps, total_steps):
    step = torch.tensor(step)
    if warmup_steps > 0 and step < warmup_steps:
        return (step / warmup_steps).item()
    progress = (step - warmup_steps) / (total_steps - warmup_steps)
    return torch.clamp(1 - progress, min=0.0).item()
