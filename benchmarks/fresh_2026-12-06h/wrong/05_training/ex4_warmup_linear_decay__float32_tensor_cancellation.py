# Mistake: "compared with the reference within a relative 1e-6" over "a decay of ... 1000 or `10**7` steps" — the factor is computed with float32 tensors as 1 - progress (torch.clamp to stay in [0, 1]), and near the end of a long decay 1 - (step - warmup) / decay cancels: at step total-1 of a 10**7-step decay it returns about 1.19e-7 instead of 1e-7.
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(float(step))
    if step < warmup_steps:
        return (s / warmup_steps).item()
    progress = (s - warmup_steps) / (total_steps - warmup_steps)
    return torch.clamp(1.0 - progress, 0.0, 1.0).item()
