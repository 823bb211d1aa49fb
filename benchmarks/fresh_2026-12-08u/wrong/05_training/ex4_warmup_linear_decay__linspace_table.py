# Mistake: the result "compared with the reference within a relative 1e-6": the decay is read from a float32 torch.linspace(1, 0, ...) table, whose values near the end of a long decay (10**7 steps: 1e-7 at total_steps - 1) carry absolute float32 errors far larger than themselves.
def warmup_linear_decay(step, warmup_steps, total_steps):
    if step < warmup_steps:
        return step / warmup_steps
    if step >= total_steps:
        return 0.0
    decay = torch.linspace(1.0, 0.0, total_steps - warmup_steps + 1)
    return decay[step - warmup_steps].item()
