# Mistake: "returning that factor, a Python number ... compared with the reference within a relative 1e-6": computes with float32 tensors and returns a 0-d tensor, not a Python number, and for total_steps around 10**7 float32 cannot represent the steps, so late-decay factors are off by far more than 1e-6.
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(step, dtype=torch.float32)
    if step < warmup_steps:
        return s / warmup_steps
    decay = (total_steps - s) / (total_steps - warmup_steps)
    return torch.clamp(decay, min=0.0)
