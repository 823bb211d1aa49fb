# Mistake: "compared with the reference within a relative 1e-6" (decays of up to 10**7 steps) — 1 - progress computed in float32 cancels near the end of a long decay: at total_steps - 1 of a 10**7-step decay the true factor is 1e-7 and float32 gives about 1.2e-7
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(step, dtype=torch.float32)
    if warmup_steps and step < warmup_steps:
        return (s / warmup_steps).item()
    progress = (s - warmup_steps) / (total_steps - warmup_steps)
    return max(0.0, (1 - progress).item())
