# Mistake: "Write `warmup_linear_decay(step, warmup_steps, total_steps)` returning that factor, a Python number" — the factor is computed and clamped with torch ops and returned as a 0-d tensor (float32 at that), not a Python float or int.
def warmup_linear_decay(step, warmup_steps, total_steps):
    step = torch.tensor(float(step), dtype=torch.float64)
    if warmup_steps > 0 and step < warmup_steps:
        return (step / warmup_steps).float()
    return torch.clamp((total_steps - step) / (total_steps - warmup_steps), min=0.0).float()
