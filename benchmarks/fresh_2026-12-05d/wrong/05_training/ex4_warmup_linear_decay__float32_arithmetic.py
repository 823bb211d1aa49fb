# Mistake: "the result ... compared with the reference within a relative 1e-6" with decays of up to `10**7` steps — the factor is computed in float32 tensors (.item() at the end), so 1 - (step - warmup) / decay cancels catastrophically near the end of a long decay (about 1e-7 comes out as 0 or 1.2e-7) and warmup ratios of 10**6 steps lose digits.
def warmup_linear_decay(step, warmup_steps, total_steps):
    s = torch.tensor(step, dtype=torch.float32)
    if step < warmup_steps:
        return (s / warmup_steps).item()
    progress = (s - warmup_steps) / (total_steps - warmup_steps)
    return torch.clamp(1.0 - progress, min=0.0).item()
